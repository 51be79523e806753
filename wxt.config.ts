import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { buildConfig } from './config/build';
import { withSiteHosts } from './config/host-permissions';
import { popupAppChunks } from './config/popup-app-chunks';
import { popupChunkGroups } from './config/popup-chunk-groups';
import { sitesPlugin } from './config/sites-plugin';

/**
 * The development key pins the Chrome extension id (inhfehfnfbbpfnnaibimkhgfggjbbkka) so that the OIDC
 * redirect URI https://<id>.chromiumapp.org/ is stable. A store build drops it: JOBSTAR_STORE_BUILD=1.
 */
const DEV_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAupiH21CIlGpQfy9qDCIIkQAfDRGQDtTx9pS87Fff3b8y0QoRcBnSeAMwmMavCbozb8V8E5vyUM1c949zsUtMJOiJ0ffpPSEgKg3yTSy9/aOcVoNSCdF1fTlPBM9pgMiN6yMTu3KdMLOTsE5tEOkZLuXfz6GxzSfQdouAzmzCy9kTFOizPUxZeRhj7HI7pr5cRTFDIL+84N3FdGHa8RDi1iWqTDftlAhucNc4a6n9NDGKBhGDLn7OfrSHWd+N9YrmFmiOXWd6Du4oW/Clnv+WjGRCrVNS3Ew65xA+O+8dtzFFHDAvV5yDBJCvID2Pt3u+/uWTDZVA69kbKtixr+bxlQIDAQAB';

/**
 * AMO's data-collection categories, as PRIVACY.md says them in words. Required: what leaves the browser
 * even signed out, with no account attached (the service's public reads: company names typed in search,
 * the job filters (countries and cities included), the ids of starred jobs to show their details).
 * Optional: what only signing in sends (the account, and the profile kept with it); see docs/store.md.
 */
const FIREFOX_DATA_COLLECTION = {
  required: ['browsingActivity', 'searchTerms', 'locationInfo'],
  // websiteContent: what a starred job's page showed, sent only when the person agreed to keep applications on the
  // service (issue 31); applications' contacts fall under personallyIdentifyingInfo.
  optional: ['authenticationInfo', 'personallyIdentifyingInfo', 'websiteContent'],
};

/** The PNGs `npm run icons` renders from public/icon/*.svg: the mark is the gold star, hollow until starred. */
const iconSet = (variant: 'star-on' | 'star-off'): Record<number, string> =>
  Object.fromEntries([16, 32, 48, 128].map((size) => [size, `icon/${variant}-${size}.png`]));

/** A match pattern without a port matches every port, so tests may run the server on any free port. */
const serviceHostPermission = (apiBaseUrl: string): string => {
  const url = new URL(apiBaseUrl);
  return `${url.protocol}//${url.hostname}/*`;
};

const isPopupHtml = (path: string) => path.endsWith('popup/index.html');

/**
 * popup.html asks for one file before its first frame: the classic script that paints the kept copy
 * (entrypoints/popup-copy.ts). A subresource of an extension page is served by the browser process in the order it
 * was asked for, tens of milliseconds after the page commits, and a classic script does not run before the
 * stylesheets above it have loaded. So the stylesheet is inlined (the page's CSP restricts scripts, not styles), and
 * the module entry is not in the page at all: its address goes on the copy's script (`data-entry`), which asks for
 * it once the copy is painted, or at once when there is no copy to paint. In the page, the entry and its chunks
 * were fetched and compiled while the copy's script waited for its own response, and held it back by 2–9 ms
 * (measured beside the one-script page, issue 18). A first opening, which renders from the entry, has no copy to
 * wait for: the chunks its app needs are named on the script too (`data-preload`, config/popup-app-chunks.ts), and
 * asked for with the entry; the database code's (`data-preload-db`) only when the copy script could not read the
 * starred list itself (issue 36).
 */
const popupCopyFirst = (): Plugin => ({
  name: 'jobstar:popup-copy-first',
  transformIndexHtml: {
    order: 'post',
    handler(html, { path, bundle }) {
      if (!isPopupHtml(path)) return html;
      const entry = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(html);
      const copy = /<script src="\/popup-copy\.js"><\/script>/.exec(html);
      const link = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)">/.exec(html);
      const asset = link && bundle?.[link[1]!];
      const css = asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source.trim() : undefined;
      if (!entry || !copy || !link || css === undefined || /<\/style/i.test(css))
        throw new Error('popup.html: its copy script, module entry or inlinable stylesheet is missing');
      // Dropped unless another entry's chunk links the same file (Vite names a stylesheet after its chunk).
      const linkedBy = Object.values(bundle!).filter(
        (file) => file.type === 'chunk' && file.viteMetadata?.importedCss.has(link[1]!),
      );
      if (linkedBy.length <= 1) delete bundle![link[1]!];
      const chunks = popupAppChunks(bundle!, entry[1]!.replace(/^\//, ''));
      const listed = (files: string[]) => files.map((file) => `/${file}`).join(' ');
      return html
        .replace(entry[0], '')
        .replace(link[0], () => `<style>${css}</style>`)
        .replace(
          copy[0],
          `<script src="/popup-copy.js" data-entry="${entry[1]}" data-preload="${listed(chunks.app)}" data-preload-db="${listed(chunks.database)}"></script>`,
        );
    },
  },
});

export default defineConfig({
  outDir: process.env.JOBSTAR_OUT_DIR ?? '.output',
  imports: false,
  manifestVersion: 3,
  vite: () => ({
    plugins: [preact(), popupCopyFirst(), sitesPlugin()],
    build: {
      // The popup's first opening asks for its shared code as one file (config/popup-chunk-groups.ts).
      rolldownOptions: { output: { codeSplitting: { groups: popupChunkGroups() } } },
      modulePreload: {
        // Chrome and Firefox (115+) preload modules natively: the polyfill would only add to every page's first load.
        polyfill: false,
        // The popup paints the copy of what it last showed from one classic script (entrypoints/popup-copy.ts)
        // while popup.html is parsed: its module entry's few small chunks would only compete with that script for
        // the first frame, so popup.html does not preload them.
        resolveDependencies: (
          _file: string,
          deps: string[],
          { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
        ) => (hostType === 'html' && isPopupHtml(hostId) ? [] : deps),
      },
    },
  }),
  // AMO's sources zip: what builds the extension (docs/release.md says how), not the server, tests or docs.
  zip: {
    excludeSources: [
      'server/**',
      'tests/**',
      'docs/**',
      '**/fixtures/**',
      'bench-results.json',
      'test-results/**',
      'playwright-report/**',
    ],
    includeSources: ['docs/release.md'],
  },
  hooks: {
    // The job sites' host permissions, from the content scripts' matches (this file cannot read the site files).
    'build:manifestGenerated': (_wxt, manifest) => withSiteHosts(manifest),
  },
  manifest: ({ browser }) => {
    const config = buildConfig(process.env);
    return {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      icons: iconSet('star-on'),
      action: { default_icon: iconSet('star-off') },
      permissions: ['storage', 'unlimitedStorage', 'alarms', 'identity', 'contextMenus', 'activeTab', 'scripting'],
      // The job sites' hosts go before it, added by the manifest hook above.
      host_permissions: [serviceHostPermission(config.apiBaseUrl)],
      optional_host_permissions: ['https://*/*', 'http://*/*'],
      // Reminder notifications (issue 19): asked for by the page the first time a reminder is set.
      optional_permissions: ['notifications'],
      commands: {
        'toggle-star': {
          suggested_key: { default: 'Alt+Shift+S' },
          description: '__MSG_commandToggleStar__',
        },
      },
      ...(browser === 'firefox'
        ? {
            // An event page loads every script at once: no first script to wake with (background/wake).
            background: { scripts: ['background-rest.js'] },
            browser_specific_settings: {
              gecko: {
                id: 'jobstar@jobstar.dev',
                // Desktop ESR 140 has everything we use; the data-collection key needs Android 142.
                strict_min_version: '140.0',
                data_collection_permissions: FIREFOX_DATA_COLLECTION,
              },
              gecko_android: { strict_min_version: '142.0' },
            },
          }
        : process.env.JOBSTAR_STORE_BUILD
          ? {}
          : { key: DEV_KEY }),
    };
  },
});
