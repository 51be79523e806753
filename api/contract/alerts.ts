/** §2.1, §4.1 Alerts. */
import { z } from 'zod';
import { FilterQuery } from './filters';
import { lazySchema } from './lazy-schema';
import { dateTime, lenient } from './read';
import { Uuid } from './vocabulary';

/**
 * An alert as the service answers (§2.1: every field optional). A field that does not fit is read as unknown,
 * never as a failed answer: after a POST the answer only confirms, and a 2xx is final whatever its body says.
 * The filter is echoed as the service keeps it, so its values may be of any JSON type (`min_age_days: 3`).
 */
export const Alert = lazySchema(() =>
  z.looseObject({
    alert_id: lenient(Uuid),
    filter: lenient(z.record(z.string(), z.unknown())),
    active: lenient(z.boolean()),
    created_at: lenient(dateTime),
    last_notified_at: lenient(dateTime.nullable()),
  }),
);
export type Alert = z.infer<typeof Alert>;

export const CreateAlertRequest = lazySchema(() => z.strictObject({ filter: FilterQuery }));
export type CreateAlertRequest = z.infer<typeof CreateAlertRequest>;
