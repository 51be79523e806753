import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createAlert } from '../alerts/alerts';
import { saveProfile } from '../profile/profile';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { csvCell, toCsv } from './csv';
import { exportCsv, exportJson, importJson } from './data';

describe('export and import', () => {
  it('round-trips saved jobs with their refs, alerts and profile into an empty database', async () => {
    const source = freshDb();
    await star(
      source,
      { jobId: 'lever:acme:1', title: 'Engineer', company: 'Acme', url: 'https://jobs.lever.co/acme/1', site: 'lever' },
      new Date('2026-01-01T00:00:00Z'),
    );
    await star(source, { jobId: 'x', site: 'service' }, new Date('2026-01-02T00:00:00Z'));
    await createAlert(source, { country: 'IL', skills: 'Go' });
    await saveProfile(source, { skills: ['Go'], cadence: 'weekly' });
    const file = await exportJson(source, new Date('2026-02-01T00:00:00Z'));
    expect(file.saved.map((entry) => entry.ref.jobId)).toEqual(['x', 'lever:acme:1']);

    const target = freshDb('target');
    const result = await importJson(target, JSON.parse(JSON.stringify(file)));
    expect(result).toEqual({ saved: 2, alerts: 1, profile: true, applications: 0 });
    expect(await exportJson(target, new Date('2026-02-01T00:00:00Z'))).toEqual({
      ...file,
      alerts: [{ ...file.alerts[0], createdAt: expect.any(String) }],
    });
    expect((await target.outbox.toArray()).map((row) => row.kind).sort()).toEqual(['alert', 'profile', 'star', 'star']);
    expect((await target.alerts.toArray())[0]?.status).toBe('pending');
  });

  it('a page saved as a page stays one through export and import', async () => {
    const source = freshDb();
    const ref = { jobId: 'web:example.com:/team', title: 'Team', url: 'https://example.com/team', site: 'web' };
    await star(source, { ...ref, kind: 'page' });
    const target = freshDb('target');
    await importJson(target, JSON.parse(JSON.stringify(await exportJson(source))));
    const { jobId, ...page } = ref;
    expect((await target.saved.get(jobId))?.page).toMatchObject({ ...page, kind: 'page' });
  });

  it('merges: the newer star wins, an identical alert is not created twice', async () => {
    const db = freshDb();
    await star(db, { jobId: 'a', title: 'Local', site: 'service' }, new Date('2026-03-01T00:00:00Z'));
    await createAlert(db, { skills: 'Go', country: 'IL' });
    const before = await db.outbox.count();
    const result = await importJson(db, {
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-04-01T00:00:00Z',
      saved: [
        { ref: { jobId: 'a', title: 'Older file', site: 'service' }, savedAt: '2026-01-01T00:00:00Z' },
        { ref: { jobId: 'b', site: 'service' }, savedAt: '2026-01-01T00:00:00Z' },
      ],
      alerts: [{ filter: { country: 'IL', skills: 'Go' } }, { filter: { country: 'DE' } }],
      profile: null,
    });
    expect(result).toEqual({ saved: 1, alerts: 1, profile: false, applications: 0 });
    expect((await db.saved.get('a'))?.page?.title).toBe('Local');
    expect(await db.outbox.count()).toBe(before + 2);
  });

  it('refuses a file that is not an export, and changes nothing', async () => {
    const db = freshDb();
    for (const bad of [null, {}, { format: 'other' }, { format: 'jobstar-export', version: 2 }]) {
      await expect(importJson(db, bad)).rejects.toBeInstanceOf(ZodError);
    }
    await expect(
      importJson(db, {
        format: 'jobstar-export',
        version: 1,
        exportedAt: 'x',
        saved: [{ ref: { jobId: 'a', site: 's', url: 'javascript:alert(1)' }, savedAt: '2026-01-01T00:00:00Z' }],
        alerts: [],
        profile: null,
      }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await db.saved.count()).toBe(0);
  });

  it("imports a previous version's alert with several seniorities or workplaces, keeping the first of each", async () => {
    const db = freshDb();
    await createAlert(db, { seniority: 'senior' });
    const result = await importJson(db, {
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-04-01T00:00:00Z',
      saved: [],
      alerts: [{ filter: { seniority: 'senior,staff' } }, { filter: { workplace: 'remote,hybrid', country: 'IL' } }],
      profile: null,
    });
    expect(result).toEqual({ saved: 0, alerts: 1, profile: false, applications: 0 });
    const filters = (await db.alerts.toArray()).map((alert) => alert.filter);
    expect(filters).toHaveLength(2);
    expect(filters).toEqual(expect.arrayContaining([{ seniority: 'senior' }, { workplace: 'remote', country: 'IL' }]));
  });

  it('exports saved jobs as CSV', async () => {
    const db = freshDb();
    await star(
      db,
      { jobId: 'a', title: 'Dev, "senior"', company: '=HYPERLINK("x")', site: 'service' },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(await exportCsv(db)).toBe(
      'job_id,title,company,location,url,site,salary,employment_type,remote,workplace,date_posted,starred_at,saved_at,stage,applied_at,interviewing_at,offer_at,rejected_at,withdrawn_at,ghosted_at,next_reminder,found_via,contact_name,contact_email,told_salary,notes\r\n' +
        'a,"Dev, ""senior""","\'=HYPERLINK(""x"")",,,service,,,,,,2026-01-01T00:00:00.000Z,2026-01-01T00:00:00.000Z,saved,,,,,,,,,,,,\r\n',
    );
  });
});

describe('what the star captured, in both exports (issue 33)', () => {
  const captured = {
    jobId: 'lever:acme:1',
    title: 'Data Engineer',
    company: 'Acme',
    site: 'lever',
    salary: 'ILS 35,000–45,000 per month',
    employmentType: 'Full-time',
    workplace: 'hybrid' as const,
    datePosted: '2026-11-20',
  };

  it('JSON and CSV keep the page’s facts and the first star’s time after the sync replaced saved_at', async () => {
    const db = freshDb();
    await star(db, captured, new Date('2026-11-21T08:00:00Z'));
    await star(db, { jobId: 'r', site: 'greenhouse', remote: true }, new Date('2026-11-22T08:00:00Z'));
    await db.saved.update('lever:acme:1', { savedAt: '2026-11-26T10:00:00Z', synced: 1 });
    const file = await exportJson(db);
    expect(file.saved.find((entry) => entry.ref.jobId === 'lever:acme:1')).toMatchObject({
      ref: captured,
      savedAt: '2026-11-26T10:00:00Z',
      starredAt: '2026-11-21T08:00:00.000Z',
    });
    const csv = await exportCsv(db);
    // A cell is quoted when it holds a comma (csv.ts): read it back as one.
    const cells = (line: string) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1]!.replace(/^"|"$/g, ''));
    const [header, first, second] = csv.split('\r\n').map(cells);
    const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    // The later star first; the first star keeps its place by its own time.
    expect(cell(first, 'job_id')).toBe('r');
    expect(cell(first, 'remote')).toBe('yes');
    expect(cell(second, 'employment_type')).toBe('Full-time');
    expect(cell(second, 'workplace')).toBe('hybrid');
    expect(cell(second, 'date_posted')).toBe('2026-11-20');
    expect(cell(second, 'starred_at')).toBe('2026-11-21T08:00:00.000Z');
    expect(cell(second, 'saved_at')).toBe('2026-11-26T10:00:00Z');
    expect(csv).toContain('"ILS 35,000–45,000 per month"');
  });

  it('a listing fills what the page lacked, in the CSV too', async () => {
    const db = freshDb();
    await star(db, { jobId: 'x', site: 'service' }, new Date('2026-11-21T08:00:00Z'));
    const listing = {
      job_id: 'x',
      salary_min: 20000,
      salary_max: 25000,
      salary_currency: 'ILS',
      workplace: 'remote',
      posted_at: '2026-11-19T09:00:00Z',
    };
    await db.saved.update('x', { listing });
    const file = await exportJson(db);
    expect(file.saved[0]).toMatchObject({
      ref: { remote: true, workplace: 'remote', datePosted: '2026-11-19' },
      listing,
    });
    expect(await exportCsv(db)).toContain(',20000–25000 ILS,,yes,remote,2026-11-19,');
  });

  it('import reads starredAt back; a file from before it still imports, its savedAt the star’s time', async () => {
    const source = freshDb();
    await star(source, captured, new Date('2026-11-21T08:00:00Z'));
    await source.saved.update('lever:acme:1', { savedAt: '2026-11-26T10:00:00Z' });
    const target = freshDb('target');
    await importJson(target, JSON.parse(JSON.stringify(await exportJson(source))));
    expect(await target.saved.get('lever:acme:1')).toMatchObject({
      starredAt: '2026-11-21T08:00:00.000Z',
      page: { salary: captured.salary, workplace: 'hybrid', datePosted: '2026-11-20' },
    });
    const old = freshDb('old');
    await importJson(old, {
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-04-01T00:00:00Z',
      saved: [{ ref: { jobId: 'a', site: 'service' }, savedAt: '2026-01-01T00:00:00Z' }],
      alerts: [],
      profile: null,
    });
    expect((await old.saved.get('a'))?.starredAt).toBe('2026-01-01T00:00:00Z');
  });
});

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=1+2', "'=1+2"],
    ['+972', "'+972"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=a,b', `"'=a,b"`],
    ['', ''],
  ])('quotes %j as %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it.each([
    ['Analyst;=cmd|" /C calc"!A0', `"Analyst;'=cmd|"" /C calc""!A0"`],
    ['Analyst\t=1+1', "Analyst\t'=1+1"],
    ['Analyst\r=1+1', `"Analyst\r'=1+1"`],
    ['Analyst,+1', `"Analyst,'+1"`],
    ['Analyst; "=1', `"Analyst; ""'=1"`],
    [' =1', " '=1"],
    ['Tel Aviv - Yafo', 'Tel Aviv - Yafo'],
  ])('a formula after a separator: %j as %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  /** What a spreadsheet set for another separator makes of the file, at worst: cut at every separator, quotes ignored. */
  const cellsSplitOn = (csv: string, separator: string) =>
    csv
      .split(/\r\n|\r|\n/)
      .flatMap((line) => line.split(separator))
      .map((cell) => cell.replace(/^[\s"]+/, ''));

  it.each([',', ';', '\t', '\r', '\n'])('no cell starts a formula when the file is split on %j', (separator) => {
    const titles = [
      'Analyst;=cmd|" /C calc"!A0',
      'Analyst\t=HYPERLINK("http://evil.example")',
      'Analyst\r=1+1',
      'Analyst\n-2+3',
      'Analyst,+1',
      '@SUM(A1:A9)',
      'Analyst ;  "@x',
    ];
    const csv = toCsv([['title', 'company'], ...titles.map((title) => [title, 'Acme'])]);
    const formulas = cellsSplitOn(csv, separator).filter((cell) => /^[=+\-@]/.test(cell));
    expect(formulas).toEqual([]);
  });

  it('joins records with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', undefined],
        [null, 'b'],
      ]),
    ).toBe('a,\r\n,b\r\n');
  });
});
