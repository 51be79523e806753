/**
 * Discovery of the service's extension, as small as it can be (docs/service-extensions.md): each `/me` answer's
 * announcement (`onExtensionsLink`) is kept in the account's sync state, where the alerts' pull and push read it.
 * A link not yet described is described once (`GET <link>`); an answer without the announcement clears it, so a
 * seed-only service is never asked anything more. Announcements are kept one after another, in the order the
 * answers came; what this run already read stays as it was, and the next run sees the change.
 */
import type { ExtensionsDescription } from '../api/contract/jobstar/discovery';
import type { AccountDb } from '../storage/db';
import { patchSyncState } from './state';

export function extensionsKeeper(
  db: AccountDb,
  describe: (link: string) => Promise<ExtensionsDescription>,
  now: () => number = Date.now,
): (href: string | null) => void {
  let queue: Promise<void> = Promise.resolve();
  return (href) => {
    queue = queue
      .then(() => keep(db, describe, href, now))
      // Discovery is extra: a failed description leaves the seed's sync as it was, and the next answer tries again.
      .catch(() => undefined);
  };
}

async function keep(
  db: AccountDb,
  describe: (link: string) => Promise<ExtensionsDescription>,
  href: string | null,
  now: () => number,
): Promise<void> {
  const current = (await db.syncState.get('sync'))?.extensions;
  if (href === null) {
    if (current !== null) await patchSyncState(db, { extensions: null });
    return;
  }
  if (current?.link === href) return;
  const { features } = await describe(href);
  await patchSyncState(db, { extensions: { link: href, features, describedAt: new Date(now()).toISOString() } });
}
