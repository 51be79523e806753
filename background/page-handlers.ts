/**
 * The messages of "Save this page" and of the private diagnostics: the popup asks what the tab's page would be
 * saved as (and whether its adapter could not read it); the options page clears the diagnostics. Saving itself
 * is an ordinary `star.set` of the ref this answers with.
 */
import type { Responses } from '../messaging/protocol';
import type { Handlers } from '../messaging/router';

export interface PageHandlerDeps {
  pageOf(tabId: number): Promise<Responses['tab.page']>;
  clearDiagnostics(): Promise<void>;
}

export function createPageHandlers(deps: PageHandlerDeps): Pick<Handlers, 'tab.page' | 'diagnostics.clear'> {
  return {
    'tab.page': ({ tabId }) => deps.pageOf(tabId),
    'diagnostics.clear': async () => {
      await deps.clearDiagnostics();
      return null;
    },
  };
}
