/**
 * A faithful stand-in for jobstar's service extension (docs/service-extensions.md) beside a FakeApi: records merged
 * with the contract's own `mergeRecords`, a revision per change for `listRecords(after)` pages, and the winning star
 * act applied to the seed's saved set, as the reference server does.
 */
import { type JobRecord, mergeRecords, RECORD_LIMITS } from '../../api/contract/jobstar/index';
import type { RecordsApi } from '../context';
import type { FakeApi } from './fake-api';

export class FakeExtension implements RecordsApi {
  records = new Map<string, JobRecord>();
  calls: { method: keyof RecordsApi; arg?: unknown }[] = [];
  private revision = 0;

  constructor(
    private readonly seed: FakeApi,
    private readonly pageSize: number = RECORD_LIMITS.batch,
  ) {}

  describe = async () => {
    this.calls.push({ method: 'describe' });
    return { version: 1 as const, features: ['records' as const, 'alerts' as const] };
  };

  mergeRecords = async (records: JobRecord[]) => {
    this.calls.push({ method: 'mergeRecords', arg: records });
    const merged = records.map((incoming) => {
      const held = this.records.get(incoming.job_id);
      const { revision: _ignored, ...body } = incoming;
      const next = held ? mergeRecords(held, body) : body;
      if (JSON.stringify({ ...held, revision: undefined }) !== JSON.stringify(next) || !held) {
        this.revision += 1;
        this.records.set(incoming.job_id, { ...next, revision: String(this.revision).padStart(12, '0') });
        this.applyStar(next);
      }
      return this.records.get(incoming.job_id)!;
    });
    return { records: merged };
  };

  listRecords = async (after?: string) => {
    this.calls.push({ method: 'listRecords', arg: after });
    const changed = [...this.records.values()]
      .filter((record) => !after || (record.revision ?? '') > after)
      .sort((a, b) => (a.revision ?? '').localeCompare(b.revision ?? ''));
    const page = changed.slice(0, this.pageSize);
    return { records: page, cursor: page.at(-1)?.revision ?? after ?? '', more: changed.length > page.length };
  };

  /** The later act's outcome on the seed's saved list; a star keeps the act's time as its `saved_at`. */
  private applyStar(record: JobRecord): void {
    if (!record.star) return;
    if (!record.star.starred) this.seed.saved.delete(record.job_id);
    else if (!this.seed.saved.has(record.job_id)) this.seed.saved.set(record.job_id, record.star.at);
  }
}
