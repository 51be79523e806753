/**
 * Names of a starred job known only by its id (issue 31), until its details arrive: "LinkedIn job 3797662873",
 * "Anthropic on Greenhouse", or the address's host.
 */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  siteJob: ({ site, id }) => `${site} job ${id}`,
  onBoard: ({ board, site }) => `${board} on ${site}`,
} satisfies Record<string, Entry>;

const he: { [K in keyof typeof en]: Entry } = {
  siteJob: ({ site, id }) => `משרה ${id} ב־${site}`,
  onBoard: ({ board, site }) => `${board} ב־${site}`,
};

export const postingsT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);
