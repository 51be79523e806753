/** Profiles in PostgreSQL, one JSON document per account. */
import type pg from 'pg';
import type { Profile } from '../../../api/contract';
import type { ProfileStorage } from '../store';

export function postgresProfiles(pool: pg.Pool): ProfileStorage {
  return {
    async read(sub) {
      const { rows } = await pool.query<{ profile: Profile }>('SELECT profile FROM profiles WHERE sub = $1', [sub]);
      return rows[0]?.profile;
    },
    async write(sub, profile, at) {
      await pool.query(
        `INSERT INTO profiles (sub, profile, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (sub) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at`,
        [sub, JSON.stringify(profile), at],
      );
    },
  };
}
