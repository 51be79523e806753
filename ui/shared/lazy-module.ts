/**
 * A chunk a page loads on demand, after its first frame: its module in a signal, undefined until it has loaded.
 * Loading starts once; after a failure (logged) the next call tries again.
 */
import { type ReadonlySignal, signal } from '@preact/signals';

export function lazyModule<T>(importer: () => Promise<T>, what: string) {
  const loaded = signal<T | undefined>(undefined);
  let started = false;
  return {
    module: loaded as ReadonlySignal<T | undefined>,
    load(): void {
      if (started) return;
      started = true;
      importer().then(
        (module) => {
          loaded.value = module;
        },
        (error: unknown) => {
          started = false;
          console.warn(`jobstar: loading ${what} failed`, error);
        },
      );
    },
  };
}
