/** Reading a request: the query as one value per key, and a JSON body (size-capped, clear errors). */
import type { Context } from 'hono';
import { problem } from './problem';

/** API bodies are small JSON documents; the streaming limit in front of the routes enforces this size. */
export const MAX_JSON_BODY = 65_536;

/** Query string → object; a key given twice is an error (the contract has one value per key). */
export function queryObject(c: Context): { value: Record<string, string> } | { error: Response } {
  const url = new URL(c.req.url);
  const value: Record<string, string> = {};
  for (const [key, item] of url.searchParams) {
    if (key in value) {
      return {
        error: problem(c, 400, `The query parameter ${key} is given more than once`, {
          errors: [{ path: key, message: 'Given more than once; join values with commas' }],
        }),
      };
    }
    value[key] = item;
  }
  return { value };
}

/** A size in words: `64 KiB`, `8 MiB`. */
export const sizeInWords = (bytes: number): string =>
  bytes >= 2 ** 20 ? `${bytes / 2 ** 20} MiB` : `${bytes / 1024} KiB`;

/** `max` in bytes; the streaming limit in front of the route (routes.ts) is the same. */
export async function readJson(c: Context, max = MAX_JSON_BODY): Promise<{ body: unknown } | { error: Response }> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > max) return { error: problem(c, 413, `The body is larger than ${sizeInWords(max)}`) };
  try {
    return { body: text.trim() === '' ? undefined : JSON.parse(text) };
  } catch {
    return {
      error: problem(c, 400, 'The body is not valid JSON', { errors: [{ path: '', message: 'Not valid JSON' }] }),
    };
  }
}
