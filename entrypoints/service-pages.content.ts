import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { SERVICE_PAGES } from '../sites/families';

/** Not in the manifest: the background registers it for the configured origin (background/star-ui/service-pages.ts). */
export default defineContentScript({ registration: 'runtime', main: (ctx) => startContentScript(ctx, SERVICE_PAGES) });
