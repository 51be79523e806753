/**
 * An in-memory stand-in for the service's per-user API (§4.1–4.6), for unit tests of the sync engine.
 * `failNext` queues errors for the next calls of a method; `during` runs test code while a call is in
 * flight (to write locally mid-push).
 */
import type { ExtensionClient } from '../../api/account/extension';
import type { Alert, Profile, ProfileInput } from '../../api/contract/index';
import type { ApiError } from '../../api/errors';
import type { SyncApi } from '../context';

type Method = keyof SyncApi;

export class FakeApi implements SyncApi {
  saved = new Map<string, string>();
  profile: Profile = {};
  alerts = new Map<string, Alert>();
  calls: { method: Method; arg?: unknown }[] = [];
  private failures: { method: Method; error: ApiError }[] = [];
  private hooks: { method: Method; run: () => Promise<unknown> }[] = [];
  private clock = Date.parse('2026-01-01T00:00:00Z');

  failNext(method: Method, error: ApiError, times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push({ method, error });
  }

  during(method: Method, run: () => Promise<unknown>): void {
    this.hooks.push({ method, run });
  }

  private async enter(method: Method, arg?: unknown): Promise<void> {
    this.calls.push({ method, arg });
    const hook = this.hooks.findIndex((item) => item.method === method);
    if (hook >= 0) await this.hooks.splice(hook, 1)[0]?.run();
    const failure = this.failures.findIndex((item) => item.method === method);
    if (failure >= 0) throw this.failures.splice(failure, 1)[0]?.error;
  }

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  star = async (jobId: string) => {
    await this.enter('star', jobId);
    if (!this.saved.has(jobId)) this.saved.set(jobId, this.tick());
  };

  unstar = async (jobId: string) => {
    await this.enter('unstar', jobId);
    this.saved.delete(jobId);
  };

  listSaved = async () => {
    await this.enter('listSaved');
    const saved = [...this.saved].map(([job_id, saved_at]) => ({ job_id, saved_at }));
    return { saved: saved.sort((a, b) => b.saved_at.localeCompare(a.saved_at)) };
  };

  putProfile = async (profile: ProfileInput) => {
    await this.enter('putProfile', profile);
    this.profile = { ...profile, skills: (profile.skills ?? []).filter((skill) => !skill.startsWith('unknown')) };
    return { profile: this.profile };
  };

  getProfile = async () => {
    await this.enter('getProfile');
    return {
      profile: this.profile,
      options: { seniority: ['junior'] },
      skill_spec: { skills: [{ name: 'TypeScript' }] },
    };
  };

  createAlert = async (filter: Record<string, string>, key: string) => {
    await this.enter('createAlert', { filter, key });
    const existing = this.alerts.get(key);
    if (existing) return existing;
    const alert: Alert = {
      alert_id: crypto.randomUUID(),
      filter,
      active: true,
      created_at: this.tick(),
      last_notified_at: null,
    };
    this.alerts.set(key, alert);
    return alert;
  };

  /**
   * The service extension's alerts (docs/service-extensions.md) over the same alerts; each of its calls is
   * recorded (and fails by `failNext`) as `extension`. Records are another fake's.
   */
  extension = (link: string): ExtensionClient => {
    const call = (name: string, arg?: unknown) => this.enter('extension', { link, call: name, arg });
    const byId = (alertId: string) => [...this.alerts].find(([, alert]) => alert.alert_id === alertId);
    const noRecords = async (): Promise<never> => {
      throw new Error('FakeApi keeps no records');
    };
    return {
      describe: async () => {
        await call('describe');
        return { version: 1, features: ['alerts'] };
      },
      listRecords: noRecords,
      mergeRecords: noRecords,
      listAlerts: async () => {
        await call('listAlerts');
        return { alerts: [...this.alerts.values()] };
      },
      setAlertActive: async (alertId, active) => {
        await call('setAlertActive', { alertId, active });
        const found = byId(alertId);
        if (found) this.alerts.set(found[0], { ...found[1], active });
      },
      // The client answers a 404 as done: a delete of an alert already gone is one too.
      deleteAlert: async (alertId) => {
        await call('deleteAlert', alertId);
        const found = byId(alertId);
        if (found) this.alerts.delete(found[0]);
      },
    };
  };

  jobsByIds = async (ids: readonly string[]) => {
    await this.enter('jobsByIds', ids);
    return ids.filter((id) => id.startsWith('known')).map((job_id) => ({ job_id, title: `Listing ${job_id}` }));
  };
}
