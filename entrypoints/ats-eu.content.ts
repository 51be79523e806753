/**
 * The second family of hiring platforms (Recruitee, Personio, Teamtailor, BambooHR, Breezy HR: those of many
 * European and smaller employers), in a script of its own so that neither it nor `ats` outgrows its budget.
 */
import SITES from 'virtual:sites/ats-eu';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '../content/start';
import { matchesOf } from '../sites/families';

export default defineContentScript({
  matches: matchesOf(SITES),
  main: (ctx) => startContentScript(ctx, SITES),
});
