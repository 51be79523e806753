/**
 * How a service announces jobstar's extension (docs/service-extensions.md): every answer of `/api/me/*` carries
 * an RFC 8288 `Link` header with the relation below, pointing at the extension's description. jobstar reads the
 * header on answers it already gets; a service that never sends it is never asked anything outside the seed.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { RECORD_LIMITS } from './limits';

/** An extension relation type (RFC 8288 §2.1.2): a URI that names the relation, never fetched. */
export const EXTENSIONS_REL = 'https://jobstar.dev/rel/service-extensions';

export const FEATURES = ['records', 'alerts'] as const;
export type Feature = (typeof FEATURES)[number];

/** `GET <link target>`: what the service offers. Features this version does not know are dropped. */
export const ExtensionsDescription = lazySchema(() =>
  z.looseObject({
    version: z.literal(1),
    features: z
      .array(z.string().max(40))
      .max(20)
      .transform((names) => names.filter((name): name is Feature => (FEATURES as readonly string[]).includes(name))),
    limits: z
      .looseObject({
        batch: z.number().int().min(1).max(RECORD_LIMITS.batch),
        records: z.number().int().min(0),
        record_bytes: z.number().int().min(1),
        batch_bytes: z.number().int().min(1).optional(),
        account_bytes: z.number().int().min(1).optional(),
        alerts: z.number().int().min(0).optional(),
      })
      .optional(),
  }),
);
export type ExtensionsDescription = z.output<typeof ExtensionsDescription>;

/**
 * The target of the jobstar relation in a `Link` header, resolved against the answer's address, or null. The
 * header may list several links (comma-separated) and a link several relations (space-separated); a target on
 * another origin than the answer's is ignored, so a service cannot send jobstar's requests elsewhere.
 */
export function extensionsLink(header: string | null, answerUrl: string): string | null {
  if (!header || !URL.canParse(answerUrl)) return null;
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^,;]+)*)/g)) {
    const [, target = '', params = ''] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(params);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').split(/\s+/);
    if (!relations.includes(EXTENSIONS_REL)) continue;
    if (!URL.canParse(target, answerUrl)) return null;
    const url = new URL(target, answerUrl);
    return url.origin === new URL(answerUrl).origin ? url.href : null;
  }
  return null;
}
