/** Strings of the posting as it was and of a posting taken down (issue 32), in the details and the starred rows. */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  heading: 'The posting as you starred it',
  keptOn: ({ date }) => `Kept on ${date}. It stays on this browser and is never sent anywhere.`,
  changedOn: ({ date }) => `The page said something else on ${date}; this is the copy kept first.`,
  cut: 'The posting was very long: the rest was left out.',
  none: 'No copy of this posting was kept. jobstar keeps one when you star a job on its own page.',
  takenDownRow: ({ date }) => `Taken down (noticed ${date})`,
  takenDownOn: ({ date }) => `Taken down — jobstar noticed on ${date}.`,
} satisfies Record<string, Entry>;

const he: { [K in keyof typeof en]: Entry } = {
  heading: 'המודעה כפי שסימנתם אותה',
  keptOn: ({ date }) => `נשמרה ב־${date}. היא נשארת בדפדפן הזה ולעולם אינה נשלחת לשום מקום.`,
  changedOn: ({ date }) => `ב־${date} הדף הציג תוכן אחר; זה העותק שנשמר ראשון.`,
  cut: 'המודעה הייתה ארוכה מאוד: ההמשך לא נשמר.',
  none: 'לא נשמר עותק של המודעה הזו. jobstar שומר עותק כשמסמנים משרה בכוכב בדף שלה.',
  takenDownRow: ({ date }) => `הוסרה (זוהה ב־${date})`,
  takenDownOn: ({ date }) => `המודעה הוסרה — jobstar הבחין בכך ב־${date}.`,
};

export const postingT = (lang: Lang = uiLanguage()) => createT({ en, he }, lang);

/** A day in words ("March 12, 2026"), in the page's language. */
export const postingDay = (at: string, lang: Lang): string =>
  new Date(at).toLocaleDateString(lang, { day: 'numeric', month: 'long', year: 'numeric' });
