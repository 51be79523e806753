export { announceWrites } from './announce-writes';
export {
  AccountDb,
  type AlertRow,
  type DeadLetterRow,
  dbNameFor,
  META_KEYS,
  MetaDb,
  type OutboxOp,
  type OutboxRow,
  type PostingRow,
  type ProfileRow,
  type SavedRow,
  SIGNED_OUT_DB_NAME,
  type SyncStateRow,
} from './db';
export { createLocalStore, type LocalStore } from './local-store';
export { loadSettings } from './settings';
