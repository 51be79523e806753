/** Strings of the star button on job pages (content script). */
import { createT, type Lang } from './index';

const en = {
  star: 'Star job',
  unstar: 'Unstar job',
  tooltipStar: 'Star this job in jobstar (Alt+Shift+S)',
  tooltipUnstar: 'Starred in jobstar — press to unstar (Alt+Shift+S)',
  failed: (params: Record<string, string | number>) => `Not saved: ${params.reason}`,
  refusedHidden: 'Not saved: the star button is hidden or covered on this page. Use Alt+Shift+S instead.',
  refusedUnsettled: 'Not saved: jobstar could not see its button clearly yet — click again.',
  dismiss: 'Dismiss',
};

const he: { [K in keyof typeof en]: (typeof en)[K] } = {
  star: 'סימון המשרה בכוכב',
  unstar: 'הסרת הכוכב מהמשרה',
  tooltipStar: 'סימון המשרה בכוכב ב-jobstar‏ (Alt+Shift+S)',
  tooltipUnstar: 'מסומנת בכוכב ב-jobstar — לחיצה מסירה (Alt+Shift+S)',
  failed: (params) => `לא נשמר: ${params.reason}`,
  refusedHidden: 'לא נשמר: כפתור הכוכב מוסתר או מכוסה בדף הזה. אפשר להשתמש ב-Alt+Shift+S.',
  refusedUnsettled: 'לא נשמר: jobstar עוד לא ראה את הכפתור שלו בבירור — לחצו שוב.',
  dismiss: 'סגירה',
};

const contentStrings = { en, he };
export type ContentT = ReturnType<typeof contentT>;
export const contentT = (lang: Lang) => createT(contentStrings, lang);
