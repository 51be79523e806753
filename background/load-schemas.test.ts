/**
 * The rest of the worker is evaluated whole whenever an event needs it (background/wake: at most once per wake, and
 * before a woken worker's star is answered), so a zod schema built at a module's top level is built at every such
 * load (issue 36). Loading it builds only what the star's own message needs at once; any other schema goes through
 * `lazySchema` (api/contract/lazy-schema.ts).
 */
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';

/** The repository's folder, as stack frames name files. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where each zod factory was called from while the modules loaded: `file` of the first frame outside zod. */
const callers = new Set<string>();

vi.mock('zod', async (original) => {
  const actual = await original<typeof import('zod')>();
  const counted = new Proxy(actual.z, {
    get(target, key) {
      const value = Reflect.get(target, key);
      // The factories (`z.object`, `z.string` …); the classes and the core stay as they are.
      if (typeof value !== 'function' || /^(Zod|\$)/.test(String(key))) return value;
      return (...args: unknown[]) => {
        const frame = (new Error().stack ?? '')
          .split('\n')
          .slice(2)
          .find((line) => !line.includes('/node_modules/') && !line.includes('load-schemas.test'));
        const at = frame?.indexOf(ROOT) ?? -1;
        callers.add(at < 0 ? (frame ?? '?') : (/^[^:)]+/.exec(frame!.slice(at + ROOT.length))?.[0] ?? frame!));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...actual, z: counted };
});

it("builds at load only the schemas a star's message needs at once", { timeout: 60_000 }, async () => {
  await import('../entrypoints/background-rest');
  expect([...callers].sort()).toEqual([
    // A star's request carries its job reference; its frame is judged against the service's origin in the settings.
    'api/job-ref.ts',
    'config/zod-jitless.ts',
    // `Done` and the tab messages' answer: one bare schema each.
    'messaging/protocol.ts',
    'model/settings.ts',
  ]);
});
