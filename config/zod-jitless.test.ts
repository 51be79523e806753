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
});
