export { restoreStar, type StarAsItWas } from './restore';
export { setStar, star, unstar } from './saved';
export { starredJobs, starredStates } from './starred';
export { takeBackWakeStar } from './take-back';
