export { changedElsewhere, profileToSend } from './field-merge';
export { knownFields, mergeServerProfile, patchProfile, profileAsInput, saveProfile } from './profile';
export { type IgnoredValue, type ProfileNotice, profileNotice, type ServerProfileNotice } from './profile-notice';
