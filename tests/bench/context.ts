/** What every measure of a bench run is handed: the browser, the server, and where its rows go. */
import type { Harness } from './browser';
import type { BenchServer } from './server';
import type { BenchRow } from './stats';

export interface BenchContext {
  harness: Harness;
  server: BenchServer;
  samples: number;
  warmup: number;
  log(message: string): void;
  put(row: BenchRow): void;
  skip(names: string[], why: string): void;
  wanted(name: string): boolean;
}
