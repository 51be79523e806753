/**
 * A content script's message against its page (DESIGN §6, per-tab scope): it may act only on jobs its frame
 * reported finding, and bring one of the service's own jobs only from a frame of the service's exact origin.
 */
import type { Scope } from './entry';
import type { PageScope } from './page-scope';
import type { Request } from './protocol';
import type { MessageSender } from './sender-context';

export interface ScopeRefusal {
  /** Why, for the log. */
  reason: string;
  /** The first few jobs refused. */
  jobIds: string[];
}

interface ScopeSources {
  scope: Pick<PageScope, 'outside'>;
  serviceUrl(): Promise<string>;
}

const originOf = (url: string | undefined): string | null => {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return null;
  }
};

export async function scopeRefusal(
  scope: Scope<Request>,
  request: Request,
  sender: MessageSender,
  sources: ScopeSources,
): Promise<ScopeRefusal | null> {
  // Firefox cannot limit the service-page script to the service's port, so a page on another port of its host
  // could claim to be the service: its origin (scheme, host and port) is checked here.
  const ref = scope.brings?.(request);
  if (ref?.site === 'service' && originOf(sender.url) !== originOf(await sources.serviceUrl())) {
    return { reason: 'a service job from another origin', jobIds: [ref.jobId] };
  }
  const jobIds = scope.actsOn?.(request);
  const outside = jobIds ? await sources.scope.outside(sender, jobIds) : [];
  return outside.length > 0 ? { reason: 'jobs its page did not report', jobIds: outside.slice(0, 5) } : null;
}
