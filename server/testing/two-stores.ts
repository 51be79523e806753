/** Two stores opened on one new database (or one new DATA_DIR): two instances, for what they may race on. */
import fs from 'node:fs';
import { openStore } from '../store/open';
import type { Store, StoreKind } from '../store/store';
import { tempDir } from './fixtures';
import { testDatabase } from './postgres';

export async function twoStores(kind: StoreKind): Promise<{ a: Store; b: Store; close(): Promise<void> }> {
  const dataDir = tempDir();
  const postgres = kind === 'postgres' ? { url: await testDatabase() } : undefined;
  const a = await openStore({ dataDir, postgres });
  const b = await openStore({ dataDir, postgres });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
