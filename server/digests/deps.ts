/** What a digest pass works with: the store, the catalog, the mailer, the clock and this instance's name. */
import type { CatalogStore } from '../catalog/search';
import type { Store } from '../store/store';
import type { Mailer } from './mailer';

export interface DigestDeps {
  store: Store;
  catalog: CatalogStore;
  mailer: Mailer;
  now: () => Date;
  baseUrl: string;
  /** Names this instance on the digests it claims. */
  instanceId: string;
}
