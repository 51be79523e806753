export { adoptApplications } from './adopt';
export {
  linkApplications,
  markNotified,
  redateMove,
  removeApplications,
  setReminder,
  setStage,
  snoozeReminder,
  unlinkApplications,
  updateApplication,
} from './commands';
export { matchKey, seenIndex } from './match';
export {
  type ApplicationState,
  applicationOf,
  applicationStates,
  dueReminders,
  type JobApplication,
  nextReminderAt,
  remindersToNotify,
  stageSummaries,
  starredApplications,
  unstarNeedsConfirm,
} from './queries';
export { ApplicationRefusal } from './rules';
export {
  APPLICATION_COLUMNS,
  applicationCells,
  applicationsOf,
  HISTORY_COLUMNS,
  historyRows,
  importApplications,
} from './transfer';
