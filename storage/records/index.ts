export { nextStamp, observeStamps } from './clock';
export { factsOfPage, pageOfFacts } from './facts';
export { mergeIncoming, mergeInTables } from './merge-in';
export { shareAllApplications } from './share';
export { notesText, otherDeviceLine } from './view';
export { recordTables, sharesApplications } from './write';
