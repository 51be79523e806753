export { adoptApplications } from './adopt';
export { archiveApplications, archivedApplications, deleteArchived } from './archive';
export { addByHand } from './by-hand';
export {
  addEvent,
  linkApplications,
  markNotified,
  redateMove,
  removeApplications,
  removeEvent,
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
export { type ReportRow, reportCsv, reportRows } from './report';
export { ApplicationRefusal } from './rules';
export {
  APPLICATION_COLUMNS,
  applicationCells,
  applicationsOf,
  HISTORY_COLUMNS,
  historyRows,
  importApplications,
} from './transfer';
