/**
 * Strings of the application pieces (issue 19) that the popup shows: the stage control, the filter, the due mark
 * and the unstar question. The options page's Applications board, list and details have theirs in
 * ./application-board, so the popup's first load carries none of them. Stage names themselves are in ./stages.
 */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

const en = {
  stageOf: ({ title }) => `Stage of ${title}`,
  showStage: 'Show',
  'filter.all': ({ n }) => `All stages (${n})`,
  'filter.closed': ({ n }) => `Closed (${n})`,
  filterStage: ({ stage, n }) => `${stage} (${n})`,
  noneInStage: 'No starred job is at this stage.',
  due: 'Follow-up due',
  dueOf: ({ title }) => `Follow-up due: ${title}`,
  unstarQuestion: ({ title }) => `Unstar “${title}”? This removes its stages and notes too.`,
  unstarYes: 'Unstar',
  unstarKeep: 'Keep it',
  openBoard: 'Applications board',
  addByHand: 'Add an application…',
} satisfies Record<string, Entry>;

type Table = typeof en;

const he: { [K in keyof Table]: Entry } = {
  stageOf: ({ title }) => `השלב של ${title}`,
  showStage: 'הצגה',
  'filter.all': ({ n }) => `כל השלבים (${n})`,
  'filter.closed': ({ n }) => `סגורות (${n})`,
  filterStage: ({ stage, n }) => `${stage} (${n})`,
  noneInStage: 'אין משרה מסומנת בשלב הזה.',
  due: 'הגיע זמן המעקב',
  dueOf: ({ title }) => `הגיע זמן המעקב: ${title}`,
  unstarQuestion: ({ title }) => `להסיר את הכוכב מ„${title}”? גם השלבים וההערות שלה יימחקו.`,
  unstarYes: 'הסרת הכוכב',
  unstarKeep: 'להשאיר',
  openBoard: 'לוח המועמדויות',
  addByHand: 'הוספת מועמדות…',
};

export const APPLICATION_STRINGS = { en, he };
export const applicationsT = (lang: Lang = uiLanguage()) => createT(APPLICATION_STRINGS, lang);
