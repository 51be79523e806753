/**
 * What jobstar knows of the service's extension (docs/service-extensions.md) for one account: where it is and
 * what it offers, as announced in the service's own answers. Against a service that announces nothing, this is
 * absent and jobstar sends nothing outside the seed.
 */
import type { Feature } from '../api/contract/jobstar/discovery';

export interface ServiceExtensions {
  /** The announced address (absolute, on the service's origin). */
  link: string;
  features: Feature[];
  /** ISO time of the description read. */
  describedAt: string;
}
