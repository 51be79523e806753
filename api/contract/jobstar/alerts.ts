/**
 * The extension's alerts (docs/service-extensions.md): the seed can only create one (§4.1); a service that offers
 * the `alerts` feature also lists the account's alerts, pauses and resumes them, and deletes them.
 */
import { z } from 'zod';
import { Alert } from '../alerts';
import { lazySchema } from '../lazy-schema';

/** `GET /jobstar/v1/alerts`: every alert of the account, read as tolerantly as §2.1's. */
export const AlertList = lazySchema(() => z.looseObject({ alerts: z.array(Alert).max(5_000) }));
export type AlertList = z.infer<typeof AlertList>;

/** `PATCH /jobstar/v1/alerts/{alert_id}`: pause (`active: false`) or resume. */
export const AlertPatch = lazySchema(() => z.strictObject({ active: z.boolean() }));
export type AlertPatch = z.infer<typeof AlertPatch>;
