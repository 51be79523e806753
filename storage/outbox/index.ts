export {
  alertKey,
  enqueue,
  hasPending,
  outboxRow,
  PROFILE_KEY,
  pendingIds,
  recordKey,
  replacePending,
  savedKey,
} from './outbox';
export { computeStatus, type ReadOutcome, type SyncStatus } from './status';
