/**
 * The options page's classic script: run while options.html is parsed, before its module entry, it starts reading
 * the Applications board when the address names it (ui/options/applications/board-read-ahead.ts). WXT builds it
 * as one self-contained file.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { readBoardAhead } from '../ui/options/applications/board-read-ahead';

export default defineUnlistedScript(() => readBoardAhead(location.hash));
