export { adoptPostings, importPostings, type KeptPosting, keepPosting, markTakenDown, postingOf } from './postings';
