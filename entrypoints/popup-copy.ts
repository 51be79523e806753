/**
 * The popup's first frame: a classic script that popup.html runs while it is parsed, right after `#app`, so the
 * copy of what the popup last showed (ui/popup/popup-shell.ts) is painted before the page's module entry and its
 * chunks have loaded, each a request of its own; then it asks for that entry (ui/popup/first-frame.ts). WXT builds
 * it as one self-contained file.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { firstFrame } from '../ui/popup/first-frame';

export default defineUnlistedScript(() => firstFrame(document));
