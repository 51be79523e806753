/**
 * A comma-separated list as its trimmed, non-empty parts (§4.7's list parameters). Without imports, so that
 * the database's upgrade code (storage/filter-repair.ts) can use it without loading zod and the contract.
 */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
