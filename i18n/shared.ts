/**
 * Strings of the components that the popup and the options page share: FilterFields, ProfileForm,
 * SyncStatus, AccountBox and the field widgets.
 */
import { createT, type Lang, uiLanguage } from './index';

type Entry = string | ((params: Record<string, string | number>) => string);

/** "12 stars and 4 applications", "1 star": what an account keeps, counted (applications left out when none). */
const enThings = ({ stars, applications }: Record<string, string | number>): string => {
  const starWords = Number(stars) === 1 ? '1 star' : `${stars} stars`;
  if (Number(applications) === 0) return starWords;
  return `${starWords} and ${Number(applications) === 1 ? '1 application' : `${applications} applications`}`;
};
const upper = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const heThings = ({ stars, applications }: Record<string, string | number>): string => {
  const starWords = Number(stars) === 1 ? 'כוכב אחד' : `${stars} כוכבים`;
  if (Number(applications) === 0) return starWords;
  return `${starWords} ו־${Number(applications) === 1 ? 'מועמדות אחת' : `${applications} מועמדויות`}`;
};

const en = {
  // AccountBox
  signIn: 'Sign in',
  signOut: 'Sign out',
  signOutRemove: 'Sign out and remove local data',
  signingIn: 'Signing in…',
  signInAgain: 'Sign in again',
  signedInAs: ({ who }) => `Signed in as ${who}`,
  signedOutHint: 'Stars stay on this device until you sign in.',
  signOutStays: (counts) =>
    `What stays: ${enThings(counts)}, kept with ${counts.who} — they come back when you sign in.`,
  signOutGoes:
    'What goes, until you sign in: they are hidden on this browser (stages, notes and reminders too) and nothing syncs. Stars you add meanwhile stay on this browser.',
  signOutConfirm: 'Sign out',
  signOutCancel: 'Stay signed in',
  keptWith: (counts) => {
    const one = Number(counts.stars) + Number(counts.applications) === 1;
    return `${upper(enThings(counts))} ${one ? 'is' : 'are'} kept with ${counts.who} and ${one ? 'comes' : 'come'} back when you sign in.`;
  },
  account: 'Account',
  // SyncStatus
  syncStatus: 'Sync status',
  synced: 'Synced',
  syncing: 'Syncing…',
  pending: ({ n }) => (n === 1 ? '1 change waiting to sync' : `${n} changes waiting to sync`),
  offline: ({ n }) => (Number(n) > 0 ? `You’re offline — ${n} waiting` : 'You’re offline'),
  signInToSync: 'Sign in to sync',
  unreachable: ({ host, n }) =>
    Number(n) > 0 ? `Can’t reach the service at ${host} — ${n} waiting` : `Can’t reach the service at ${host}`,
  sessionExpired: 'Session expired — sign in again to sync',
  syncError: ({ message }) => `Sync failed: ${message}`,
  syncErrorUnknown: 'the service refused or failed',
  failed: ({ n }) => (n === 1 ? '1 change was refused' : `${n} changes were refused`),
  retry: 'Retry',
  retrySync: 'Retry sync now',
  // Widgets
  remove: ({ item }) => `Remove ${item}`,
  counter: ({ n, max }) => `${n}/${max}`,
  addHint: 'Type and press Enter to add',
  full: ({ max }) => `The limit of ${max} is reached`,
  unknownCities: ({ items }) => `Not a city the service knows, so no job would match: ${items}. Check the spelling.`,
  unknownSkills: ({ items }) => `Not skills the service knows; they would be dropped when saved: ${items}.`,
  overflow: ({ n, max }) =>
    n === 1
      ? `1 was not added: the limit is ${max}. Remove one to make room.`
      : `${n} were not added: the limit is ${max}. Remove some to make room.`,
  // FilterFields
  country: 'Country',
  countryHint: 'Countries by name or two-letter code',
  city: 'City',
  cityHint: 'As the service spells them',
  location: 'Location text',
  locationHint: 'Raw location text from the employer',
  company: 'Company domains',
  companyHint: 'For example acme.com',
  ats: 'Applicant tracking systems',
  department: 'Department',
  seniority: 'Seniority',
  workplace: 'Workplace',
  skills: 'Skills',
  skillsFilterHint: 'Jobs with at least one of these; results are sorted by match',
  israelOnly: 'Israel only',
  confidence: 'Confidence',
  includeClosed: 'Include roles closed in the last 30 days',
  includeOutdated: 'Include postings older than a year',
  minAge: 'Minimum age (days)',
  maxAge: 'Maximum age (days)',
  salaryMin: 'Lowest salary (₪ per month)',
  salaryMax: 'Highest salary (₪ per month)',
  moreFilters: 'More filters',
  salaryHint: 'Gross, monthly, in shekels; listings without a shekel figure are kept unless “Salary known” is on',
  salaryKnown: 'Salary known (in shekels)',
  salaryDisclosed: 'Salary disclosed (any currency)',
  any: 'Any',
  // Enumerations
  'seniority.intern': 'Intern',
  'seniority.junior': 'Junior',
  'seniority.mid': 'Mid',
  'seniority.senior': 'Senior',
  'seniority.staff': 'Staff',
  'seniority.principal': 'Principal',
  'seniority.lead': 'Lead',
  'seniority.manager': 'Manager',
  'seniority.director': 'Director',
  'seniority.exec': 'Executive',
  'workplace.remote': 'Remote',
  'workplace.hybrid': 'Hybrid',
  'workplace.onsite': 'On site',
  // A job's facts in a list
  postedAgo: ({ age }) => `posted ${age}`,
  'employment.fullTime': 'Full-time',
  'employment.partTime': 'Part-time',
  'employment.contract': 'Contract',
  'employment.temporary': 'Temporary',
  'employment.internship': 'Internship',
  'confidence.verified': 'Verified on the employer site (default)',
  'confidence.best_effort': 'Best effort',
  'confidence.all': 'All',
  'cadence.instant': 'Instant',
  'cadence.daily': 'Daily',
  'cadence.weekly': 'Weekly',
  // Validation
  'error.notNumber': 'Enter a whole number, 0 or more',
  'error.notWhole': 'Enter a whole number, without a fraction',
  'error.negative': 'Must be 0 or more',
  'error.minOverMax': 'Must not be more than the maximum',
  'error.unknownCountry': ({ items }) => `Not a country code: ${items}`,
  'error.unknownValue': ({ items }) => `Not allowed: ${items}`,
  'error.tooMany': ({ max }) => `At most ${max}`,
  'error.empty': 'Leave it empty or fill it in',
  'error.tooShort': ({ min }) => `Type at least ${min} characters`,
  'error.time': 'Use 24-hour HH:MM, for example 09:00',
  'error.invalid': 'Not a valid value',
  // ProfileForm
  profile: 'Profile',
  skillsHint: ({ max }) => `Up to ${max}. Skills the service does not recognise are dropped.`,
  seniorityNone: 'Not set',
  workplaceHint: 'Any of remote, hybrid, on site',
  israelOnlyHint: 'Only jobs in Israel',
  countriesHint: ({ max }) => `Up to ${max}; they pre-fill new alerts and Matches`,
  citiesHint: ({ max }) => `Up to ${max}, as the service spells them`,
  cadence: 'Digest e-mails',
  'cadenceHint.instant': 'An e-mail for each new match, as it arrives',
  'cadenceHint.daily': 'One e-mail a day at the time below',
  'cadenceHint.weekly': 'One e-mail a week on the day and at the time below',
  digestTime: 'Time',
  digestTimeHint: '24-hour HH:MM, for example 09:00 or 18:30',
  digestDay: 'Day of the week',
  digestTz: 'Time zone',
  digestTzHint: 'A zone or a city, for example London or Tokyo',
  'error.zone': ({ zone }) => `“${zone}” is not a time zone this browser knows. Pick one from the list.`,
  'error.zoneEmpty': 'Pick a time zone',
  save: 'Save profile',
  saving: 'Saving…',
  savedPending: 'Saved on this device — it syncs when the service is reachable',
  savedLocal: 'Saved on this device — sign in to sync',
  savedSynced: 'Saved',
  fixErrors: 'Fix the marked fields first',
  noticeDropped: ({ n, items }) =>
    n === 1
      ? `1 skill was not recognised and was dropped: ${items}`
      : `${n} skills were not recognised and were dropped: ${items}`,
  noticeZone: ({ zone, fallback }) => `Time zone ${zone} is not known to the service and was replaced by ${fallback}`,
  noticeIgnoredWorkplace: ({ n, items }) =>
    n === 1
      ? `The service lists workplace ${items}, which jobstar does not know; it is left out here.`
      : `The service lists workplaces ${items}, which jobstar does not know; they are left out here.`,
  noticeIgnoredSeniority: ({ items }) =>
    `The service lists seniority ${items}, which jobstar does not know; it is left out here.`,
  noticeIgnoredCountry: ({ n, items }) =>
    n === 1
      ? `The service lists country ${items}, which is not an ISO country code; it is left out here.`
      : `The service lists countries ${items}, which are not ISO country codes; they are left out here.`,
  noticeIgnoredList: ({ field, n }) =>
    `The service lists ${n} values for ${field}, more than jobstar can keep; this browser keeps its own.`,
  noticeChangedElsewhere: ({ fields }) =>
    `Changed on another device since this one last synced, and kept: ${fields}. Your own changes were saved beside them.`,
  saveFailed: ({ message }) => `Could not save: ${message}`,
  // An alert's filter in words (filter-in-words.ts)
  allNewJobs: 'All new jobs',
  'words.country': ({ items }) => `in ${items}`,
  'words.city': ({ items }) => `in ${items}`,
  'words.location': ({ items }) => `location “${items}”`,
  'words.company': ({ items }) => `at ${items}`,
  'words.ats': ({ items }) => `via ${items}`,
  'words.department': ({ items }) => `in ${items}`,
  'words.seniority': ({ items }) => `${items} level`,
  'words.workplace': ({ items }) => String(items),
  'words.skills': ({ items }) => `with ${items}`,
  'words.ids': ({ items }) => `jobs ${items}`,
  'words.israel_only': 'in Israel only',
  'words.confidence': ({ items }) => `confidence: ${items}`,
  'words.include_closed': 'including recently closed',
  'words.include_outdated': 'including postings older than a year',
  'words.min_age_days': ({ items }) => `at least ${items} days old`,
  'words.max_age_days': ({ items }) => `at most ${items} days old`,
  'words.salary_min': ({ items }) => `from ₪${items} a month`,
  'words.salary_max': ({ items }) => `up to ₪${items} a month`,
  'words.salary_known': 'with a shekel salary',
  'words.salary_disclosed': 'with a stated salary',
  // Errors the shared table (i18n/errors.ts) leaves to the page
  details: 'Details',
  dismiss: 'Dismiss',
  starFailed: ({ job, reason }) => `Could not star “${job}”: ${reason}`,
  unstarFailed: ({ job, reason }) => `Could not unstar “${job}”: ${reason}`,
  'err.retryIn': ({ s }) => `Try again in ${s} seconds.`,
} satisfies Record<string, Entry>;

type Table = typeof en;
const he: { [K in keyof Table]: Entry } = {
  signIn: 'התחברות',
  signOut: 'התנתקות',
  signOutRemove: 'התנתקות ומחיקת הנתונים המקומיים',
  signingIn: 'מתחבר…',
  signInAgain: 'התחברות מחדש',
  signedInAs: ({ who }) => `מחובר/ת בתור ${who}`,
  signedOutHint: 'הכוכבים נשמרים במכשיר הזה עד שתתחברו.',
  signOutStays: (counts) => `מה נשאר: ${heThings(counts)}, שמורים בחשבון ${counts.who} — ויחזרו כשתתחברו.`,
  signOutGoes:
    'מה נעלם, עד שתתחברו: הם מוסתרים בדפדפן הזה (גם השלבים, ההערות והתזכורות) ושום דבר לא מסתנכרן. כוכבים שתוסיפו בינתיים יישארו בדפדפן הזה.',
  signOutConfirm: 'התנתקות',
  signOutCancel: 'להישאר מחובר/ת',
  keptWith: (counts) =>
    Number(counts.stars) === 1 && Number(counts.applications) === 0
      ? `כוכב אחד שמור בחשבון ${counts.who} ויחזור כשתתחברו.`
      : `${heThings(counts)} שמורים בחשבון ${counts.who} ויחזרו כשתתחברו.`,
  account: 'חשבון',
  syncStatus: 'מצב סנכרון',
  synced: 'מסונכרן',
  syncing: 'מסנכרן…',
  pending: ({ n }) => (n === 1 ? 'שינוי אחד ממתין לסנכרון' : `${n} שינויים ממתינים לסנכרון`),
  offline: ({ n }) => (Number(n) > 0 ? `אין חיבור — ${n} ממתינים` : 'אין חיבור'),
  signInToSync: 'התחברו כדי לסנכרן',
  unreachable: ({ host, n }) =>
    Number(n) > 0 ? `אין גישה לשירות בכתובת ${host} — ${n} ממתינים` : `אין גישה לשירות בכתובת ${host}`,
  sessionExpired: 'פג תוקף ההתחברות — התחברו שוב כדי לסנכרן',
  syncError: ({ message }) => `הסנכרון נכשל: ${message}`,
  syncErrorUnknown: 'השירות דחה או נכשל',
  failed: ({ n }) => (n === 1 ? 'שינוי אחד נדחה' : `${n} שינויים נדחו`),
  retry: 'נסו שוב',
  retrySync: 'סנכרון עכשיו',
  remove: ({ item }) => `הסרת ${item}`,
  counter: ({ n, max }) => `${n}/${max}`,
  addHint: 'הקלידו ולחצו Enter כדי להוסיף',
  full: ({ max }) => `הגעתם למגבלה של ${max}`,
  unknownCities: ({ items }) => `עיר שהשירות לא מכיר, ולכן שום משרה לא תתאים: ${items}. בדקו את האיות.`,
  unknownSkills: ({ items }) => `כישורים שהשירות לא מכיר; הם יוסרו בשמירה: ${items}.`,
  overflow: ({ n, max }) =>
    n === 1
      ? `פריט אחד לא נוסף: המגבלה היא ${max}. הסירו אחד כדי לפנות מקום.`
      : `${n} פריטים לא נוספו: המגבלה היא ${max}. הסירו חלק כדי לפנות מקום.`,
  country: 'מדינה',
  countryHint: 'מדינות לפי שם או קוד בן שתי אותיות',
  city: 'עיר',
  cityHint: 'כפי שהשירות מאיית אותן',
  location: 'טקסט מיקום',
  locationHint: 'טקסט המיקום כפי שהמעסיק כתב',
  company: 'דומיינים של חברות',
  companyHint: 'לדוגמה acme.com',
  ats: 'מערכות גיוס',
  department: 'תחום',
  seniority: 'דרג',
  workplace: 'מקום עבודה',
  skills: 'כישורים',
  skillsFilterHint: 'משרות עם לפחות אחד מהם; התוצאות ממוינות לפי התאמה',
  israelOnly: 'ישראל בלבד',
  confidence: 'אמינות',
  includeClosed: 'כולל משרות שנסגרו ב־30 הימים האחרונים',
  includeOutdated: 'כולל מודעות ישנות משנה',
  minAge: 'גיל מינימלי (ימים)',
  maxAge: 'גיל מקסימלי (ימים)',
  salaryMin: 'שכר מינימלי (₪ לחודש)',
  salaryMax: 'שכר מקסימלי (₪ לחודש)',
  moreFilters: 'מסננים נוספים',
  salaryHint: 'ברוטו, לחודש, בשקלים; מודעות בלי סכום בשקלים נשארות אלא אם "שכר ידוע" מסומן',
  salaryKnown: 'שכר ידוע (בשקלים)',
  salaryDisclosed: 'שכר מפורסם (בכל מטבע)',
  any: 'הכול',
  'seniority.intern': 'מתמחה',
  'seniority.junior': 'ג׳וניור',
  'seniority.mid': 'בינוני',
  'seniority.senior': 'סניור',
  'seniority.staff': 'סטאף',
  'seniority.principal': 'פרינסיפל',
  'seniority.lead': 'ראש צוות',
  'seniority.manager': 'מנהל/ת',
  'seniority.director': 'דירקטור/ית',
  'seniority.exec': 'הנהלה בכירה',
  'workplace.remote': 'מרחוק',
  'workplace.hybrid': 'היברידי',
  'workplace.onsite': 'במשרד',
  postedAgo: ({ age }) => `פורסמה ${age}`,
  'employment.fullTime': 'משרה מלאה',
  'employment.partTime': 'משרה חלקית',
  'employment.contract': 'חוזה',
  'employment.temporary': 'משרה זמנית',
  'employment.internship': 'התמחות',
  'confidence.verified': 'מאומת באתר המעסיק (ברירת מחדל)',
  'confidence.best_effort': 'במיטב היכולת',
  'confidence.all': 'הכול',
  'cadence.instant': 'מיידי',
  'cadence.daily': 'יומי',
  'cadence.weekly': 'שבועי',
  'error.notNumber': 'הזינו מספר שלם, 0 ומעלה',
  'error.notWhole': 'הזינו מספר שלם, בלי שבר',
  'error.negative': 'חייב להיות 0 ומעלה',
  'error.minOverMax': 'לא יכול להיות גדול מהמקסימום',
  'error.unknownCountry': ({ items }) => `לא קוד מדינה: ${items}`,
  'error.unknownValue': ({ items }) => `ערך לא מותר: ${items}`,
  'error.tooMany': ({ max }) => `לכל היותר ${max}`,
  'error.empty': 'השאירו ריק או מלאו',
  'error.tooShort': ({ min }) => `הקלידו לפחות ${min} תווים`,
  'error.time': 'שעה בפורמט 24 שעות HH:MM, לדוגמה 09:00',
  'error.invalid': 'ערך לא תקין',
  profile: 'פרופיל',
  skillsHint: ({ max }) => `עד ${max}. כישורים שהשירות לא מכיר יוסרו.`,
  seniorityNone: 'לא נבחר',
  workplaceHint: 'מרחוק, היברידי או במשרד',
  israelOnlyHint: 'רק משרות בישראל',
  countriesHint: ({ max }) => `עד ${max}; הן ממלאות מראש התראות חדשות והתאמות`,
  citiesHint: ({ max }) => `עד ${max}, כפי שהשירות מאיית אותן`,
  cadence: 'מיילים מרוכזים',
  'cadenceHint.instant': 'מייל על כל התאמה חדשה, מיד כשהיא מגיעה',
  'cadenceHint.daily': 'מייל אחד ביום בשעה שלמטה',
  'cadenceHint.weekly': 'מייל אחד בשבוע ביום ובשעה שלמטה',
  digestTime: 'שעה',
  digestTimeHint: 'שעון 24 שעות HH:MM, למשל 09:00 או 18:30',
  digestDay: 'יום בשבוע',
  digestTz: 'אזור זמן',
  digestTzHint: 'אזור או עיר, למשל London או Tokyo',
  'error.zone': ({ zone }) => `„${zone}” אינו אזור זמן שהדפדפן מכיר. בחרו אחד מהרשימה.`,
  'error.zoneEmpty': 'בחרו אזור זמן',
  save: 'שמירת הפרופיל',
  saving: 'שומר…',
  savedPending: 'נשמר במכשיר — יסונכרן כשהשירות יהיה זמין',
  savedLocal: 'נשמר במכשיר — התחברו כדי לסנכרן',
  savedSynced: 'נשמר',
  fixErrors: 'תקנו קודם את השדות המסומנים',
  noticeDropped: ({ n, items }) =>
    n === 1 ? `כישור אחד לא זוהה והוסר: ${items}` : `${n} כישורים לא זוהו והוסרו: ${items}`,
  noticeZone: ({ zone, fallback }) => `אזור הזמן ${zone} אינו מוכר לשירות והוחלף ב־${fallback}`,
  noticeIgnoredWorkplace: ({ n, items }) =>
    n === 1
      ? `השירות מציין מקום עבודה ${items}, ש־jobstar אינו מכיר; הוא לא נכלל כאן.`
      : `השירות מציין מקומות עבודה ${items}, ש־jobstar אינו מכיר; הם לא נכללים כאן.`,
  noticeIgnoredSeniority: ({ items }) => `השירות מציין דרג ${items}, ש־jobstar אינו מכיר; הוא לא נכלל כאן.`,
  noticeIgnoredCountry: ({ n, items }) =>
    n === 1
      ? `השירות מציין מדינה ${items}, שאינה קוד מדינה לפי ISO; היא לא נכללת כאן.`
      : `השירות מציין מדינות ${items}, שאינן קודי מדינה לפי ISO; הן לא נכללות כאן.`,
  noticeIgnoredList: ({ field, n }) =>
    `השירות מציין ${n} ערכים עבור ${field}, יותר ממה ש־jobstar יכול לשמור; הדפדפן הזה שומר את שלו.`,
  noticeChangedElsewhere: ({ fields }) =>
    `השתנה במכשיר אחר מאז הסנכרון האחרון של מכשיר זה, ונשמר: ${fields}. השינויים שלכם נשמרו לצדם.`,
  saveFailed: ({ message }) => `השמירה נכשלה: ${message}`,
  allNewJobs: 'כל המשרות החדשות',
  'words.country': ({ items }) => `ב${items}`,
  'words.city': ({ items }) => `ב${items}`,
  'words.location': ({ items }) => `מיקום „${items}”`,
  'words.company': ({ items }) => `ב-${items}`,
  'words.ats': ({ items }) => `דרך ${items}`,
  'words.department': ({ items }) => `בתחום ${items}`,
  'words.seniority': ({ items }) => `דרג ${items}`,
  'words.workplace': ({ items }) => String(items),
  'words.skills': ({ items }) => `עם ${items}`,
  'words.ids': ({ items }) => `משרות ${items}`,
  'words.israel_only': 'בישראל בלבד',
  'words.confidence': ({ items }) => `מהימנות: ${items}`,
  'words.include_closed': 'כולל משרות שנסגרו לאחרונה',
  'words.include_outdated': 'כולל מודעות בנות יותר משנה',
  'words.min_age_days': ({ items }) => `בנות ${items} ימים לפחות`,
  'words.max_age_days': ({ items }) => `בנות ${items} ימים לכל היותר`,
  'words.salary_min': ({ items }) => `מ-₪${items} לחודש`,
  'words.salary_max': ({ items }) => `עד ₪${items} לחודש`,
  'words.salary_known': 'עם שכר בשקלים',
  'words.salary_disclosed': 'עם שכר מפורסם',
  details: 'פרטים',
  dismiss: 'סגירה',
  starFailed: ({ job, reason }) => `לא ניתן לסמן בכוכב את „${job}”: ${reason}`,
  unstarFailed: ({ job, reason }) => `לא ניתן להסיר את הכוכב מ„${job}”: ${reason}`,
  'err.retryIn': ({ s }) => `נסו שוב בעוד ${s} שניות.`,
};

const SHARED_STRINGS = { en, he };

export const sharedT = (lang: Lang = uiLanguage()) => createT(SHARED_STRINGS, lang);
