/**
 * Delivering queued digests: claim one (a lease, LEASE_MS), send it, mark it sent, until none is left for
 * this instance. A sender that crashes or hangs holds its digest only until the lease runs out; then another
 * instance's run claims it and sends it. A digest that fails to send stays claimed until its lease runs out,
 * so a broken mail server is tried again every LEASE_MS, at most MAX_ATTEMPTS times.
 */
import type { DigestDeps } from './deps';

/** Longer than any send may take (nodemailer gives up on a silent SMTP server well before). */
export const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
/** Sent digests are kept this long as the record of what went out. */
const KEEP_SENT_MS = 30 * 86_400_000;

export async function deliverQueued(deps: DigestDeps): Promise<number> {
  const { digests } = deps.store;
  let sent = 0;
  for (;;) {
    const digest = await digests.claim(deps.instanceId, deps.now().getTime(), LEASE_MS, MAX_ATTEMPTS);
    if (!digest) break;
    try {
      await deps.mailer.send(digest.mail);
    } catch (error) {
      console.error(`digest ${digest.id} not sent (attempt ${digest.attempts} of ${MAX_ATTEMPTS})`, error);
      continue;
    }
    await digests.sent(digest.id, deps.now().getTime());
    sent += 1;
  }
  await digests.forgetSent(deps.now().getTime() - KEEP_SENT_MS);
  return sent;
}
