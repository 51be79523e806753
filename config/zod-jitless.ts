/**
 * Imported first by every entry point that parses with zod. Zod probes `new Function('')` the first time a
 * schema parses, to choose its compiled fast path; extension pages forbid eval by CSP, so the probe only
 * fails, and Firefox reports every such attempt as a CSP violation in the console. Jitless mode skips the
 * probe and parses by interpretation, which the checks here never needed the speed of.
 */
import { z } from 'zod';

z.config({ jitless: true });
