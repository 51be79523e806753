/** Profiles in SQLite, one JSON document per account. */
import type { Profile } from '../../../api/contract';
import type { ProfileStorage } from '../store';
import type { DB } from './database';

export function sqliteProfiles(db: DB): ProfileStorage {
  const read = db.prepare('SELECT profile FROM profiles WHERE sub = ?').pluck();
  const write = db.prepare(
    'INSERT INTO profiles (sub, profile, updated_at) VALUES (?, ?, ?) ON CONFLICT(sub) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at',
  );
  return {
    async read(sub) {
      const stored = read.get(sub) as string | undefined;
      return stored === undefined ? undefined : (JSON.parse(stored) as Profile);
    },
    async write(sub, profile, at) {
      write.run(sub, JSON.stringify(profile), at);
    },
  };
}
