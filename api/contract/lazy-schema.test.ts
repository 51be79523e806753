import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds its schema on first use only, once, and stands for it', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(2) }));
    const Person = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(Person.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(Person.safeParse({ name: 'A' }).success).toBe(false);
    expect(Person).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(Person.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledOnce();
  });

  it('stays unbuilt inside another schema until that one parses, and keeps its errors and their paths', () => {
    const build = vi.fn(() => z.object({ id: z.string().regex(/^\d+$/) }));
    const Ref = lazySchema(build);
    const Message = z.object({ ref: Ref, refs: z.array(Ref).optional() });
    expect(build).not.toHaveBeenCalled();
    const result = Message.safeParse({ ref: { id: 'x' } });
    expect(build).toHaveBeenCalledOnce();
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['ref', 'id']]);
  });

  it('extends, picks and wraps like the schema it stands for', () => {
    const Base = lazySchema(() => z.strictObject({ a: z.number(), b: z.string() }));
    const Extended = Base.extend({ c: z.boolean() });
    const value: z.infer<typeof Extended> = { a: 1, b: 'x', c: true };
    expect(Extended.parse(value)).toEqual(value);
    expect(Base.pick({ a: true }).parse({ a: 2 })).toEqual({ a: 2 });
    expect(Base.nullable().parse(null)).toBeNull();
    expect(() => Base.parse({ a: 1, b: 'x', d: 0 })).toThrow();
  });
});
