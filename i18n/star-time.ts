/** When the person starred a job, as the Starred list and the board show it (issue 31). */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  starredOn: ({ when }) => `Starred ${when}`,
} satisfies Record<string, Entry>;

const he: { [K in keyof typeof en]: Entry } = {
  starredOn: ({ when }) => `סומנה בכוכב ${when}`,
};

export const starTimeT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);
