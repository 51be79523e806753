import '../config/zod-jitless';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startBackground } from '../background/main';
import { takeHandoff } from '../background/wake/handoff';

// Chrome's worker loads it from its first script (entrypoints/background.ts); Firefox's event page is this alone.
export default defineUnlistedScript(() => startBackground(takeHandoff()));
