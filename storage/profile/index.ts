export { knownFields, mergeServerProfile, profileAsInput, saveProfile } from './profile';
export { type IgnoredValue, type ProfileNotice, profileNotice, type ServerProfileNotice } from './profile-notice';
