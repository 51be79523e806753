/** A digest e-mail: one section per alert with its new jobs, as text and as HTML (every value escaped). */
import { randomUUID } from 'node:crypto';
import type { Listing } from '../catalog/search';
import { esc } from '../html/layout';
import type { AlertRecord } from '../store/store';
import type { MailMessage } from './mailer';

export type Section = { alert: AlertRecord; jobs: Listing[] };

function describeFilter(filter: Record<string, string>): string {
  const entries = Object.entries(filter);
  return entries.length ? entries.map(([key, value]) => `${key}=${value}`).join(', ') : 'all jobs';
}

export function compose(to: string, sections: Section[], cadence: string, baseUrl: string): MailMessage {
  const total = sections.reduce((sum, section) => sum + section.jobs.length, 0);
  const subject = `jobstar: ${total} new job${total === 1 ? '' : 's'} for your alerts`;
  const text = sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(alert.filter);
      return `Alert (${filter}):\n${jobs
        .map((job) => `- ${job.title} at ${job.company} (${job.location ?? ''})\n  ${job.url}`)
        .join('\n')}`;
    })
    .join('\n\n');
  const html = `<!doctype html><html><body><h1>${esc(subject)}</h1>${sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(alert.filter);
      return `<h2>Alert: ${esc(filter)}</h2><ul>${jobs
        .map(
          (job) =>
            `<li><a href="${esc(job.url)}">${esc(job.title)}</a> at ${esc(job.company)} — ${esc(job.location ?? '')}</li>`,
        )
        .join('')}</ul>`;
    })
    .join('')}<p>You get these ${esc(cadence)} digests from <a href="${esc(baseUrl)}">jobstar</a>.</p></body></html>`;
  const footer = `\n\nYou get these ${cadence} digests from jobstar: ${baseUrl}\n`;
  // One Message-ID per digest, kept with it in the queue: should a sender crash after the mail went out and
  // before it was marked sent, the copy sent again carries the same id, which mail software can fold.
  return { to, subject, text: `${text}${footer}`, html, messageId: `<${randomUUID()}@jobstar.invalid>` };
}
