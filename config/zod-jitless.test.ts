import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

const realFunction = globalThis.Function;

describe('zod in jitless mode', () => {
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it('is switched on by importing the config', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses and refuses without ever constructing a Function (the eval probe)', () => {
    const constructed = vi.fn();
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        constructed(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed(args);
        return Reflect.apply(target, self, args);
      },
    });
    const schema = z.object({ id: z.string(), n: z.number().int() });
    expect(schema.parse({ id: 'a', n: 1, extra: true })).toEqual({ id: 'a', n: 1 });
    expect(schema.safeParse({ id: 1, n: 1.5 }).success).toBe(false);
    expect(constructed).not.toHaveBeenCalled();
  });

  it('is the first import of every worker the pages start', () => {
    // A worker is an entry point of its own: without the config, its first parse probes eval against the CSP.
    const workers = readdirSync('ui', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('-worker.ts'),
    );
    expect(workers.length).toBeGreaterThan(0);
    for (const file of workers) {
      const firstImport = readFileSync(join('ui', file), 'utf8').match(/^import .*$/m)?.[0];
      expect(firstImport, file).toMatch(/^import '(\.\.\/)+config\/zod-jitless';$/);
    }
  });
});
