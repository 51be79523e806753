/**
 * Strings of the popup's filtered lists (Matches, Companies) that only the tabs loaded after the first frame
 * use: kept out of ./popup so the popup's first open does not carry them.
 */
import { createT, type Lang, uiLanguage } from './index';

type Params = Record<string, string | number>;

const en = {
  cityOutside: ({ cities, countries }: Params) =>
    `${cities} is not in ${countries}: the city and country filters exclude each other.`,
  widenTitle: 'Widen the search:',
  'widen.city': ({ cities }: Params) => `Drop the city (${cities})`,
  'widen.workplace': 'Any workplace',
  'widen.seniority': 'All seniorities',
  widenCount: ({ n }: Params) => (n === 1 ? '1 job' : `${n} jobs`),
  countedWith: ({ filter }: Params) => `Counted with your filters: ${filter}.`,
  zeroButOpen: ({ n }: Params) => (n === 1 ? '1 open job without filters' : `${n} open jobs without filters`),
};

const he: { [K in keyof typeof en]: (typeof en)[K] } = {
  cityOutside: ({ cities, countries }) => `${cities} אינה ב־${countries}: מסנני העיר והמדינה סותרים זה את זה.`,
  widenTitle: 'להרחיב את החיפוש:',
  'widen.city': ({ cities }) => `בלי העיר (${cities})`,
  'widen.workplace': 'כל סוג עבודה',
  'widen.seniority': 'כל רמות הוותק',
  widenCount: ({ n }) => (n === 1 ? 'משרה אחת' : `${n} משרות`),
  countedWith: ({ filter }) => `נספר לפי המסננים שלכם: ${filter}.`,
  zeroButOpen: ({ n }) => (n === 1 ? 'משרה פתוחה אחת בלי מסננים' : `${n} משרות פתוחות בלי מסננים`),
};

export const popupFiltersT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);
