/**
 * A content script's message against its frame (DESIGN §6, per-tab scope; scope is derived, not declared): every
 * job it names must be one its frame may claim — judged by the frame's address as the browser reports it
 * (sites/ownership.ts), never by what the message says — and the jobs it acts on must be jobs its frame reported
 * finding.
 */
import { mayClaim } from '../sites/ownership';
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

/**
 * The frame's address; none when the browser's origin for it disagrees (Chrome reports both, and the origin is
 * the one a page cannot steer, e.g. a sandboxed frame's opaque origin).
 */
function frameOf(sender: MessageSender): string {
  const url = sender.url ?? '';
  if (sender.origin === undefined) return url;
  try {
    return new URL(url).origin === sender.origin ? url : '';
  } catch {
    return '';
  }
}

const FIRST_FEW = 5;

export async function scopeRefusal(
  scope: Scope<Request>,
  request: Request,
  sender: MessageSender,
  sources: ScopeSources,
): Promise<ScopeRefusal | null> {
  const ref = scope.brings?.(request);
  const actsOn = scope.actsOn?.(request);
  const named = [...(actsOn ?? []), ...(scope.reports?.(request) ?? [])];
  const frame = frameOf(sender);
  const serviceUrl = await sources.serviceUrl();
  const foreign = [
    ...(ref && !mayClaim(frame, ref, serviceUrl) ? [ref.jobId] : []),
    ...named.filter((jobId) => !mayClaim(frame, { jobId }, serviceUrl)),
  ];
  if (foreign.length > 0) return { reason: 'jobs its frame may not claim', jobIds: foreign.slice(0, FIRST_FEW) };
  const outside = actsOn ? await sources.scope.outside(sender, actsOn) : [];
  return outside.length > 0 ? { reason: 'jobs its page did not report', jobIds: outside.slice(0, FIRST_FEW) } : null;
}
