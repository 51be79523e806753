/**
 * The bounds of jobstar's service extension (docs/service-extensions.md): a record's parts, a batch, an account.
 * The reference server refuses past them with a problem that names the bound; the extension checks before it sends.
 */
export const RECORD_LIMITS = {
  /** Moves of an application, tombstones included. */
  moves: 600,
  events: 150,
  /** Concurrent versions of the notes kept side by side (an edit made from all of them replaces them). */
  noteVersions: 8,
  notes: 20_000,
  field: 300,
  description: 100_000,
  /** One record as JSON. */
  recordBytes: 256 * 1024,
  /** Records in one write and one page of a read. */
  batch: 200,
  /** One write's body as JSON: a batch of large records is sent in several writes. */
  batchBytes: 8 * 1024 * 1024,
  /** Records an account may hold. */
  perAccount: 60_000,
  /** All of an account's records as JSON. */
  accountBytes: 200 * 1024 * 1024,
} as const;
