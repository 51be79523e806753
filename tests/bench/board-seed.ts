/**
 * The export files the board and data rows import (issue 36): `stars` starred jobs, the first `applications` of
 * them with an application that moved through the stages as people's do (one to four dated moves, notes of a few
 * hundred characters, a contact, some reminders and interviews), every star with the posting it kept (a few
 * paragraphs and a list, about 2 kB of text). Made deterministically, so every run imports the same file.
 */
import type { z } from 'zod';
import type { Stage } from '../../model/application';
import type { ExportFile } from '../../model/export-file';

const DAY = 86_400_000;
const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Soylent',
];
const ROLES = ['Data Engineer', 'Backend Developer', 'Product Designer', 'Site Reliability Engineer', 'QA Lead'];
const CITIES = ['Tel Aviv', 'Berlin', 'London', 'Remote', 'Haifa', 'Amsterdam'];
/** The paths applications take, each ending in its current stage. */
const PATHS: Stage[][] = [
  ['saved'],
  ['saved', 'applied'],
  ['saved', 'applied', 'interviewing'],
  ['saved', 'applied', 'interviewing', 'offer'],
  ['saved', 'applied', 'rejected'],
  ['saved', 'applied', 'interviewing', 'rejected'],
  ['saved', 'withdrawn'],
  ['saved', 'applied', 'ghosted'],
];

const LOREM =
  'The team builds the systems that move millions of records a day between our partners and our customers. ' +
  'You will own services end to end, from design reviews to the pager, and work closely with product and design. ';

function posting(index: number, keptAt: string) {
  const paragraph = (n: number) => `${LOREM.repeat(3)}(${index}.${n})`;
  return {
    nodes: [
      { tag: 'h', children: ['About the role'] },
      { tag: 'p', children: [paragraph(1)] },
      { tag: 'p', children: [paragraph(2), { tag: 'b', children: ['Hybrid, three days a week.'] }] },
      { tag: 'h', children: ['What you bring'] },
      {
        tag: 'ul',
        children: ['Five years of backend work', 'SQL and one typed language', 'Calm on call'].map((item) => ({
          tag: 'li',
          children: [item],
        })),
      },
      { tag: 'p', children: [paragraph(3)] },
    ],
    keptAt,
  };
}

function application(jobId: string, index: number, starredAt: number, now: number) {
  const path = PATHS[index % PATHS.length]!;
  const step = Math.max(1, Math.floor((now - starredAt) / (path.length + 1)));
  const history = path.map((stage, n) => ({ stage, at: new Date(starredAt + n * step).toISOString() }));
  const last = history.at(-1)!;
  const reminder = index % 5 === 0 ? { remindAt: new Date(now + ((index % 9) - 3) * DAY).toISOString() } : {};
  const events =
    last.stage === 'interviewing'
      ? {
          events: [
            {
              id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
              kind: 'interview' as const,
              at: new Date(now + (index % 14) * DAY).toISOString(),
              zone: 'Asia/Jerusalem',
              minutes: 45,
              note: 'Second round with the team lead',
            },
          ],
        }
      : {};
  return {
    jobId,
    stage: last.stage,
    history,
    movedAt: last.at,
    notes: `Referred by a former colleague. ${LOREM.slice(0, 120 + (index % 5) * 60)}`,
    foundVia: index % 2 ? 'LinkedIn' : 'A friend',
    contactName: index % 3 ? 'Dana Levi' : undefined,
    contactEmail: index % 3 ? `recruiter${index}@example.com` : undefined,
    toldSalary: index % 4 === 0 ? '32k ILS' : undefined,
    linked: [],
    updatedAt: last.at,
    ...reminder,
    ...events,
  };
}

/** A file as the extension's export writes it: `stars` starred jobs, the first `applications` with an application. */
export function seedFile(stars: number, applications: number, now = Date.now()): z.input<typeof ExportFile> {
  const saved = [];
  const rows = [];
  for (let index = 0; index < stars; index++) {
    const id = 4_100_000_000 + index;
    const jobId = `linkedin:${id}`;
    // Starred over the last 120 days, one a few minutes apart, so the order is the star order.
    const starredAt = now - 120 * DAY + index * Math.floor((110 * DAY) / stars);
    const at = new Date(starredAt).toISOString();
    saved.push({
      ref: {
        jobId,
        site: 'linkedin',
        title: `${ROLES[index % ROLES.length]} ${index}`,
        company: COMPANIES[index % COMPANIES.length],
        location: CITIES[index % CITIES.length],
        url: `https://www.linkedin.com/jobs/view/${id}/`,
      },
      savedAt: at,
      starredAt: at,
      description: posting(index, at),
    });
    if (index < applications) rows.push(application(jobId, index, starredAt, now));
  }
  return {
    format: 'jobstar-export',
    version: 1,
    exportedAt: new Date(now).toISOString(),
    saved,
    alerts: [],
    profile: null,
    applications: rows,
  };
}
