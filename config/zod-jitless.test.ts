import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

describe('zod in jitless mode', () => {
  it('is switched on by importing the config', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('still parses and refuses as before', () => {
    const schema = z.object({ id: z.string(), n: z.number().int() });
    expect(schema.parse({ id: 'a', n: 1, extra: true })).toEqual({ id: 'a', n: 1 });
    expect(schema.safeParse({ id: 1, n: 1.5 }).success).toBe(false);
  });
});
