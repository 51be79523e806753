/**
 * Issue 32 in a real Chromium, signed out: an application added by hand from the board (on the board and in the
 * popup's Starred tab), an interview in its details and the .ics downloaded and read, and the proof-of-applications
 * report — back-dated applications in and out of the period, its CSV, its printable page axe-clean in English and
 * in Hebrew, right to left.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOffset = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function addOnBoard(
  options: Page,
  fields: { company: string; title: string; link?: string; foundVia?: string; day: string },
): Promise<void> {
  await options.getByRole('button', { name: 'Add an application…' }).click();
  const form = options.locator('form.add-application');
  await form.getByLabel('Company').fill(fields.company);
  await form.getByLabel('Job title').fill(fields.title);
  if (fields.link) await form.getByLabel('Link to the posting (optional)').fill(fields.link);
  if (fields.foundVia) await form.getByLabel('Where you found it (optional)').fill(fields.foundVia);
  await form.getByLabel('Stage', { exact: true }).selectOption('applied');
  await form.getByLabel('Date of that stage').fill(fields.day);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(options.getByRole('status').filter({ hasText: `Added ${fields.title}.` })).toBeVisible();
}

const textOf = (download: Download): Promise<string> => download.path().then((path) => readFileSync(path, 'utf8'));

test('add an application by hand from the board: each field says what is wrong; then on the board and in Starred', async ({
  context,
  extensionId,
}) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  await options.getByRole('button', { name: 'Add an application…' }).click();
  const form = options.locator('form.add-application');
  await form.getByLabel('Link to the posting (optional)').fill('http://plain.example/job');
  await form.getByLabel('Date of that stage').fill(dayOffset(3));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.locator('#board-add-company-error')).toHaveText('Fill this in.');
  await expect(form.locator('#board-add-title-error')).toHaveText('Fill this in.');
  await expect(form.locator('#board-add-url-error')).toHaveText('Give an https:// link, or leave it empty.');
  await expect(form.locator('#board-add-at-error')).toHaveText(
    'This date is in the future; a step you took cannot be.',
  );
  await expect(form.getByLabel('Company')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addOnBoard(options, {
    company: 'Kibbutz Tech',
    title: 'QA Lead',
    link: 'https://kibbutz.example/jobs/7',
    foundVia: 'A friend',
    day: dayOffset(-12),
  });
  const card = options.locator('[data-column="applied"] .app-card', { hasText: 'QA Lead' });
  await expect(card).toContainText('Kibbutz Tech');
  expect(await card.getAttribute('data-job-id')).toMatch(/^manual:[0-9a-f-]{36}$/);
  expect(await seriousViolations(options)).toEqual([]);

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await expect(popup.getByRole('link', { name: 'QA Lead' })).toBeVisible();
  await expect(popup.getByLabel('Stage of QA Lead')).toHaveValue('applied');
});

test('an interview in the details, on the card, and in the downloaded .ics', async ({ context, extensionId }) => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  await addOnBoard(options, {
    company: 'Acme, Ltd; R&D',
    title: 'Backend Engineer',
    link: 'https://acme.example/jobs/42',
    day: dayOffset(-3),
  });
  // Added from the board, its details open.
  await expect(options.getByRole('heading', { name: 'Backend Engineer' })).toBeFocused();
  const events = options.locator('.app-events');
  await events.getByLabel('Day').fill(dayOffset(10));
  await events.getByLabel('Time', { exact: true }).fill('25:99');
  await events.getByLabel('Time zone').fill('Nowhere/Land');
  await events.getByRole('button', { name: 'Add the date' }).click();
  await expect(events.locator('#event-zone-error')).toHaveText('Give a time zone by name, e.g. Asia/Jerusalem.');
  await events.getByLabel('Time', { exact: true }).fill('10:30');
  await events.getByLabel('Time zone').fill('Asia/Jerusalem');
  await events.getByLabel('Length in minutes (optional)').fill('45');
  await events.getByLabel('Note (optional)').fill('Room 3, bring the portfolio');
  await events.getByRole('button', { name: 'Add the date' }).click();
  await expect(events.getByTestId('event-list')).toContainText('Interview');
  await expect(events.getByTestId('event-list')).toContainText('Asia/Jerusalem');
  await expect(options.locator('.app-card', { hasText: 'Backend Engineer' }).locator('.card-agenda')).toContainText(
    'Interview',
  );

  const [download] = await Promise.all([
    options.waitForEvent('download'),
    events.getByRole('button', { name: 'Download this application’s dates (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^jobstar-calendar-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await textOf(download);
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const unfolded = ics.replaceAll('\r\n ', '');
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2); // the interview and Applied's automatic reminder
  expect(unfolded).toContain('SUMMARY:Interview: Acme\\, Ltd\\; R&D — Backend Engineer');
  expect(unfolded).toMatch(/DTSTART:\d{8}T\d{4}00Z\r\nDTEND:\d{8}T\d{4}00Z/);
  expect(unfolded).toContain('Room 3\\, bring the portfolio');
  expect(unfolded).toContain('URL:https://acme.example/jobs/42');
  const uids = [...unfolded.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]);

  // The whole board's file carries the same UIDs: a calendar importing both updates, never doubles.
  const [again] = await Promise.all([
    options.waitForEvent('download'),
    options.locator('.board-tools').getByRole('button', { name: 'Download to calendar (.ics)' }).click(),
  ]);
  const all = (await textOf(again)).replaceAll('\r\n ', '');
  expect([...all.matchAll(/^UID:(.+)$/gm)].map((match) => match[1])).toEqual(uids);
});

test('proof of applications: back-dated ones in and out, the CSV, the printable page in English and Hebrew', async ({
  context,
  extensionId,
}) => {
  test.setTimeout(90_000);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  await addOnBoard(options, { company: 'Too Early', title: 'Old Role', day: dayOffset(-60) });
  await addOnBoard(options, {
    company: '=Formula Corp',
    title: 'Analyst',
    link: 'https://formula.example/a',
    foundVia: 'Drushim',
    day: dayOffset(-20),
  });
  await addOnBoard(options, { company: 'חברת הייטק', title: 'מפתחת', day: dayOffset(-2) });

  const report = await context.newPage();
  await report.goto(`chrome-extension://${extensionId}/report.html`);
  await report.getByLabel('From – to').check();
  await report.getByLabel('From', { exact: true }).fill(dayOffset(-30));
  await report.getByLabel('To', { exact: true }).fill(dayOffset(0));
  await expect(report.getByTestId('report-count')).toHaveText('2 applications');
  const table = report.locator('.report-table');
  await expect(table).toContainText('Analyst');
  await expect(table).toContainText('מפתחת');
  await expect(table).not.toContainText('Old Role');
  await expect(table).toContainText('Drushim');
  expect(await seriousViolations(report)).toEqual([]);

  const [download] = await Promise.all([
    report.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await textOf(download);
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Company,Job,Link,Applied on,How (where found),Stage now,Since');
  expect(lines).toHaveLength(4); // the header, two rows, and the empty string after the last CRLF
  expect(lines[1]).toMatch(/^'=Formula Corp,Analyst,https:\/\/formula\.example\/a,"[^"]+",Drushim,Applied,"[^"]+"$/);
  expect(lines[2]).toContain('חברת הייטק');
  expect(csv).not.toContain('Old Role');

  // The same period in Hebrew, right to left, for an office that reads Hebrew.
  await report.getByLabel('Language / שפה').selectOption('he');
  await expect(report.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(report.locator('html')).toHaveAttribute('lang', 'he');
  await expect(report.getByRole('heading', { level: 1 })).toHaveText('אישור על הגשת מועמדויות');
  await expect(report.getByTestId('report-count')).toHaveText('2 מועמדויות');
  expect(await seriousViolations(report)).toEqual([]);
  await report.emulateMedia({ media: 'print' });
  await expect(report.locator('.report-controls')).toBeHidden();
  await expect(table).toBeVisible();
});

test('add an application by hand from the popup: it heads the Starred list, at its stage', async ({
  context,
  extensionId,
}) => {
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await popup.getByRole('button', { name: 'Add an application…' }).click();
  const form = popup.locator('form.add-application');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.locator('#popup-add-company-error')).toHaveText('Fill this in.');
  expect(await seriousViolations(popup)).toEqual([]);
  await form.getByLabel('Company').fill('Startup');
  await form.getByLabel('Job title').fill('Product Designer');
  await form.getByLabel('Stage', { exact: true }).selectOption('interviewing');
  await form.getByLabel('Date of that stage').fill(dayOffset(-1));
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  // No link of its own, and none invented on the service: its title is plain text.
  await expect(popup.getByText('Product Designer', { exact: true })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Product Designer' })).toHaveCount(0);
  await expect(popup.getByLabel('Stage of Product Designer')).toHaveValue('interviewing');
});
