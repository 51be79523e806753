import SITES from 'virtual:sites/service-pages';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';

/** Not in the manifest: the background registers it for the configured origin (background/star-ui/service-pages.ts). */
export default defineContentScript({ registration: 'runtime', main: (ctx) => startContentScript(ctx, SITES) });
