/**
 * Run-time settings (the user's own service). The schema is the one place settings are normalised (trimmed, no
 * trailing slash), so every reader — the background, the pages, the message that saves them — sees the same
 * origin. Stored in the meta database (storage/db/settings.ts).
 */
import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }))
  .transform((url) => url.replace(/\/+$/, ''));

export const Settings = z.object({
  apiBaseUrl: httpUrl,
  oidcIssuer: httpUrl,
  oidcClientId: z.string().trim().min(1).max(200),
});
export type Settings = z.output<typeof Settings>;
