/**
 * Refusals of an export file (storage/data/import-rules.ts), shown next to the import control: which rule, and
 * which row (its place in the file's list, and its job) broke it. Nothing of a refused file is imported.
 */
import type { ImportRefusalKind } from '../../model/errors';
import type { Wording } from './wording';

const count = (value: unknown) => Number(value).toLocaleString('en');

export const en = {
  'import.tooManySaved': ({ count: n, max }) =>
    `Nothing was imported: this file holds ${count(n)} saved jobs, and jobstar keeps at most ${count(max)}.`,
  'import.tooManyAlerts': ({ count: n, max }) =>
    `Nothing was imported: this file holds ${count(n)} alerts, and an import may bring at most ${count(max)}.`,
  'import.tooManyApplications': ({ count: n, max }) =>
    `Nothing was imported: this file holds ${count(n)} applications, and jobstar keeps at most ${count(max)}.`,
  'import.futureStar': ({ row, job }) =>
    `Nothing was imported: saved job ${row} (${job}) is dated in the future, and a star cannot be.`,
  'import.futureMove': ({ row, job }) =>
    `Nothing was imported: application ${row} (${job}) has a move dated in the future, and a move cannot be.`,
  'import.outOfOrder': ({ row, job }) =>
    `Nothing was imported: the moves of application ${row} (${job}) are out of date order; each move must come on or after the one before it.`,
  'import.stageMismatch': ({ row, job }) =>
    `Nothing was imported: application ${row} (${job}) names a stage other than its last move's; the stage must be where the last move went.`,
} satisfies Wording<ImportRefusalKind>;

export const he = {
  'import.tooManySaved': ({ count: n, max }) =>
    `דבר לא יובא: בקובץ הזה ${count(n)} משרות שמורות, ו־jobstar שומר לכל היותר ${count(max)}.`,
  'import.tooManyAlerts': ({ count: n, max }) =>
    `דבר לא יובא: בקובץ הזה ${count(n)} התראות, וייבוא יכול להביא לכל היותר ${count(max)}.`,
  'import.tooManyApplications': ({ count: n, max }) =>
    `דבר לא יובא: בקובץ הזה ${count(n)} מועמדויות, ו־jobstar שומר לכל היותר ${count(max)}.`,
  'import.futureStar': ({ row, job }) =>
    `דבר לא יובא: המשרה השמורה ${row} (${job}) מתוארכת בעתיד, וסימון בכוכב אינו יכול להיות בעתיד.`,
  'import.futureMove': ({ row, job }) =>
    `דבר לא יובא: במועמדות ${row} (${job}) יש מעבר שמתוארך בעתיד, ומעבר אינו יכול להיות בעתיד.`,
  'import.outOfOrder': ({ row, job }) =>
    `דבר לא יובא: המעברים של מועמדות ${row} (${job}) אינם לפי סדר התאריכים; כל מעבר צריך לבוא באותו יום או אחרי המעבר שלפניו.`,
  'import.stageMismatch': ({ row, job }) =>
    `דבר לא יובא: מועמדות ${row} (${job}) מציינת שלב שונה מזה של המעבר האחרון שלה; השלב צריך להיות זה שאליו הוביל המעבר האחרון.`,
} satisfies Wording<ImportRefusalKind>;
