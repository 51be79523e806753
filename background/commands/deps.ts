/** What most use cases stand on: the current account's database and a way to ask for a sync. */
import type { AccountDb } from '../../storage/db';

export interface CommandDeps {
  db(): Promise<AccountDb>;
  /**
   * Asks for a sync and does not wait for it (DESIGN §1: no act awaits the network). `force` runs it even while
   * the retry backoff waits, for acts whose result the person expects to see on the service now.
   */
  requestSync(options?: { force?: boolean }): void;
}
