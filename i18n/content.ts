/** Strings of the star button on job pages (content script). */
import { createT, type Lang } from './index';

type Params = Record<string, string | number>;
/** A star's accessible name carries its job (DESIGN §7): "<action>: <title> at <company>", or the action alone. */
const naming = (action: string, at: (company: string | number) => string) => (params: Params) =>
  params.title ? `${action}: ${params.title}${params.company ? ` ${at(params.company)}` : ''}` : action;

const en = {
  star: naming('Star job', (company) => `at ${company}`),
  unstar: naming('Unstar job', (company) => `at ${company}`),
  tooltipStar: 'Star this job in jobstar (Alt+Shift+S)',
  tooltipUnstar: 'Starred in jobstar — press to unstar (Alt+Shift+S)',
  failed: (params: Record<string, string | number>) => `Not saved: ${params.reason}`,
  refusedHidden: 'Not saved: the star button is hidden or covered on this page. Use Alt+Shift+S instead.',
  refusedUnsettled: 'Not saved: jobstar could not see its button clearly yet — click again.',
  dismiss: 'Dismiss',
  saved: 'Saved to jobstar',
  tooltipStage: ({ stage }: Params) => `Starred in jobstar — ${stage} — press to unstar (Alt+Shift+S)`,
  seenOn: ({ site, stage }: Params) => `You starred this on ${site} — ${stage}`,
  seenElsewhere: ({ stage }: Params) => `You starred this role under another link — ${stage}`,
};

const he: { [K in keyof typeof en]: (typeof en)[K] } = {
  star: naming('סימון המשרה בכוכב', (company) => `ב-${company}`),
  unstar: naming('הסרת הכוכב מהמשרה', (company) => `ב-${company}`),
  tooltipStar: 'סימון המשרה בכוכב ב-jobstar‏ (Alt+Shift+S)',
  tooltipUnstar: 'מסומנת בכוכב ב-jobstar — לחיצה מסירה (Alt+Shift+S)',
  failed: (params) => `לא נשמר: ${params.reason}`,
  refusedHidden: 'לא נשמר: כפתור הכוכב מוסתר או מכוסה בדף הזה. אפשר להשתמש ב-Alt+Shift+S.',
  refusedUnsettled: 'לא נשמר: jobstar עוד לא ראה את הכפתור שלו בבירור — לחצו שוב.',
  dismiss: 'סגירה',
  saved: 'נשמר ב-jobstar',
  tooltipStage: ({ stage }) => `מסומנת בכוכב ב-jobstar — ${stage} — לחיצה מסירה (Alt+Shift+S)`,
  seenOn: ({ site, stage }) => `סימנת את המשרה הזו ב-${site} — ${stage}`,
  seenElsewhere: ({ stage }) => `סימנת את המשרה הזו בקישור אחר — ${stage}`,
};

const contentStrings = { en, he };
export type ContentT = ReturnType<typeof contentT>;
export const contentT = (lang: Lang) => createT(contentStrings, lang);
