/**
 * The benchmark's data, written straight into a store before any server starts: the generated catalog,
 * the users' accounts (and a token each, from the store's own keys) and their saved jobs. Through the
 * Store interface, so both stores are filled alike.
 */
import { decodeJwt } from 'jose';
import { generateCatalog } from '../catalog/generate';
import { loadKeys } from '../oidc/keys';
import { OIDC_PREFIX } from '../oidc/provider';
import { mintIdToken } from '../oidc/tokens';
import { openStore, type StoreOptions } from '../store/open';
import { inParallel } from './parallel';

export interface BenchData {
  jobIds: string[];
  /** One token per user, valid for the issuer under `publicUrl`. */
  tokens: string[];
}

export async function prepare(
  where: StoreOptions,
  publicUrl: string,
  size: { jobs: number; users: number; savedPerUser: number },
): Promise<BenchData> {
  const store = await openStore(where);
  try {
    const now = new Date();
    await store.catalog.seedIfEmpty(() => generateCatalog({ jobs: size.jobs, now }));
    const jobIds = (await store.catalog.load()).jobs.map((row) => row.job_id);
    const keys = await loadKeys(store, where.dataDir);
    const emails = Array.from({ length: size.users }, (_, i) => `bench${i}@example.com`);
    const tokens = await inParallel(emails, 16, (email) =>
      mintIdToken(store, keys, `${publicUrl}${OIDC_PREFIX}`, email, { expiresInSeconds: 3 * 3600 }),
    );
    const subs = tokens.map((token) => decodeJwt(token).sub!);
    const stars = subs.flatMap((sub, user) =>
      Array.from({ length: size.savedPerUser }, (_, k) => ({
        sub,
        jobId: jobIds[(user * 7919 + k * 104_729) % jobIds.length]!,
        at: now.getTime() - k * 60_000,
      })),
    );
    await inParallel(stars, 16, (star) => store.saved.star(star.sub, star.jobId, star.at));
    return { jobIds, tokens };
  } finally {
    await store.close();
  }
}
