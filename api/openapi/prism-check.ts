/**
 * Stoplight Prism's own request validator, in process: a request is routed to its operation in an OpenAPI
 * document — the seed's (seed.yaml), or jobstar's service extension (docs/openapi/jobstar-extensions.yaml) —
 * and checked against it, exactly as `prism proxy --errors` would before forwarding it. Used by the request
 * tests beside this file.
 */
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest } from '@stoplight/prism-http';
import { validateOutput } from '@stoplight/prism-http/dist/validator';

export const SEED_OPENAPI = fileURLToPath(new URL('./seed.yaml', import.meta.url));
export const EXTENSIONS_OPENAPI = fileURLToPath(new URL('../../docs/openapi/jobstar-extensions.yaml', import.meta.url));

/** What Prism says of one request: the operation it matched, and every violation (empty when it conforms). */
export interface RequestVerdict {
  operation?: string;
  violations: string[];
}

/** A checker over the seed document, loaded once. */
export const seedRequestChecker = () => requestChecker(SEED_OPENAPI);

/** A checker over an OpenAPI document whose server URL is `{base_url}/api`, loaded once. */
export async function requestChecker(document: string): Promise<(request: Request) => Promise<RequestVerdict>> {
  const operations = await getHttpOperationsFromSpec(document);
  const prism = createInstance(
    {
      mock: { dynamic: false },
      checkSecurity: true,
      validateRequest: true,
      validateResponse: false,
      errors: false,
      upstreamProxy: undefined,
      isProxy: false,
    },
    { logger: createLogger('requests', { level: 'silent' }) },
  );
  return async (request) => {
    const result = await prism.request(await asPrismRequest(request), operations)();
    if (result._tag === 'Left') return { violations: [`${request.method} ${request.url}: ${result.left.message}`] };
    const matched = operations.find(
      (operation) => operation.method === request.method.toLowerCase() && matches(operation.path, request),
    );
    return {
      operation: matched?.iid,
      violations: result.right.validations.input.map((issue) => `${issue.path?.join('.') ?? ''} ${issue.message}`),
    };
  };
}

/**
 * A checker of answers over an OpenAPI document: Prism's own output validator (what `prism proxy` reports as
 * `sl-violations`) on the answer's status, headers and body, for the operation its request matched.
 */
export async function answerChecker(
  document: string,
): Promise<(request: Request, answer: Response) => Promise<string[]>> {
  const operations = await getHttpOperationsFromSpec(document);
  return async (request, answer) => {
    const operation = operations.find(
      (candidate) => candidate.method === request.method.toLowerCase() && matches(candidate.path, request),
    );
    if (!operation) return [`${request.method} ${request.url}: no operation`];
    const text = await answer.clone().text();
    const result = validateOutput({
      resource: operation,
      element: {
        statusCode: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: text === '' ? undefined : JSON.parse(text),
      },
    });
    return result._tag === 'Left' ? result.left.map((issue) => `${issue.path?.join('.') ?? ''} ${issue.message}`) : [];
  };
}

const apiPath = (request: Request): string => new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');

const matches = (template: string, request: Request): boolean =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(apiPath(request));

/** The documents' paths start after `{base_url}/api`; Prism matches paths only, so the prefix is taken off here. */
async function asPrismRequest(request: Request): Promise<IHttpRequest> {
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const text = await request.clone().text();
  return {
    method: request.method.toLowerCase() as IHttpRequest['method'],
    url: { path: apiPath(request), query },
    headers: Object.fromEntries(request.headers),
    body: text === '' ? undefined : JSON.parse(text),
  };
}
