/**
 * A zod schema built the first time anything reads it, not when its module is evaluated. The extension's woken
 * service worker gets its first event only once every module it imports has been evaluated (a module worker cannot
 * import later), and building the contract's schemas was a large part of that (issue 36): wrapped, a schema the
 * event does not use is never built. It stands for the schema itself: its type is the builder's, so types still
 * flow from it, and every method, property and `instanceof` reaches the built schema. Placing it in another
 * schema's shape does not build it (zod reads a shape's members when it first parses), but calling one of its
 * methods (`.optional()`, `.extend()`) does: a schema made from it at a module's top level is lazy only if wrapped too.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The proxy's own target holds none of the schema's properties, so none may be reported as fixed on it.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
