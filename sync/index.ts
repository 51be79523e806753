export { discardDeadLetter, retryDeadLetter } from './dead-letters';
export { createSyncEngine, type SyncEngine, type SyncOptions, type SyncOutcome } from './engine';
export { pushOutbox } from './push';
export { reconcileSaved, type StarChange } from './reconcile';
export { ensurePeriodicAlarm, PERIODIC_ALARM, RETRY_ALARM } from './retry-schedule';
export { patchSyncState, pauseForSignIn } from './state';
export { FakeApi } from './testing/fake-api';
export { createBackgroundSync } from './wiring';
