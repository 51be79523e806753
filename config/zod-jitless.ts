/**
 * Imported first by every entry point that parses with zod. The first time an object schema parses, zod
 * probes `new Function('')` to pick its compiled fast path. Extension pages forbid eval by CSP, so there
 * the probe can only fail, and it is the one eval jobstar's own code would attempt (web-ext lint flags it;
 * a strict CSP reports the attempt as a violation even though zod catches the throw). Jitless mode skips
 * the probe and parses by interpretation, which is fast enough for every message and answer we check.
 */
import { z } from 'zod';

z.config({ jitless: true });
