/** Human-facing HTML: the home page, a page per job (which the extension recognises) and a company's jobs. */
import { Hono } from 'hono';
import { type CatalogStore, jobPath, type Listing } from '../catalog/search';
import { esc, jsonForScript, page } from '../html/layout';

const PAGE_SIZE = 50;

function salaryText(job: Listing): string | null {
  if (job.salary_min !== null && job.salary_min !== undefined && job.salary_currency) {
    const format = (value: number) => value.toLocaleString('en-US');
    const period = job.salary_period === 'year' ? 'a year' : 'a month';
    const max = job.salary_max && job.salary_max !== job.salary_min ? `–${format(job.salary_max)}` : '';
    return `${job.salary_currency} ${format(job.salary_min)}${max} ${period}`;
  }
  if (job.salary_ils_monthly) return `about ILS ${job.salary_ils_monthly.toLocaleString('en-US')} a month (estimate)`;
  return null;
}

function jobItem(job: Listing): string {
  const bits = [job.location, job.workplace, job.department].filter(Boolean).map(esc).join(' · ');
  return `<li><a href="${esc(jobPath(job.job_id))}">${esc(job.title)}</a> — <a href="/companies/${esc(encodeURIComponent(job.company_domain))}">${esc(job.company)}</a>
<div class="meta">${bits} · posted ${esc(job.posted_at.slice(0, 10))}</div></li>`;
}

function jobPosting(job: Listing): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.job_id },
    title: job.title,
    description: job.description,
    datePosted: job.posted_at,
    hiringOrganization: { '@type': 'Organization', name: job.company, sameAs: `https://${job.company_domain}` },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.country ? { addressCountry: job.country } : {}),
      },
    },
    url: job.url,
  };
  if (job.workplace === 'remote') posting.jobLocationType = 'TELECOMMUTE';
  if (job.closed_at) posting.validThrough = job.closed_at;
  if (job.salary_min !== null && job.salary_min !== undefined && job.salary_currency) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary_currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary_min,
        maxValue: job.salary_max,
        unitText: job.salary_period === 'year' ? 'YEAR' : 'MONTH',
      },
    };
  }
  return posting;
}

/** A job's page, as the extension recognises the service's own (server/README.md, "HTML pages"). */
function jobPage(job: Listing): string {
  const salary = salaryText(job);
  const facts = [
    job.department && `Department: ${job.department}`,
    job.seniority && `Seniority: ${job.seniority}`,
    job.workplace && `Workplace: ${job.workplace}`,
    salary && `Salary: ${salary}`,
    `Posted: ${job.posted_at.slice(0, 10)}`,
    job.closed_at && `Closed: ${job.closed_at.slice(0, 10)}`,
    `Source: ${job.ats} (${(job.confidence ?? '').replace('_', ' ')})`,
  ].filter((fact): fact is string => Boolean(fact));
  return page(
    `${job.title} — ${job.company}`,
    `<main class="job" data-job-id="${esc(job.job_id)}">
<h1 class="job-title">${esc(job.title)}</h1>
<p class="job-company"><a href="/companies/${esc(encodeURIComponent(job.company_domain))}">${esc(job.company)}</a></p>
<p class="job-location">${esc(job.location ?? 'Location not stated')}</p>
<div class="job-actions"></div>
<ul class="tags">${job.skills.map((skill) => `<li>${esc(skill)}</li>`).join('')}</ul>
<ul class="facts muted">${facts.map((fact) => `<li>${esc(fact)}</li>`).join('')}</ul>
<section class="job-description"><p>${esc(job.description)}</p></section>
</main>`,
    `<link rel="canonical" href="${esc(job.url)}">
<script type="application/ld+json">${jsonForScript(jobPosting(job))}</script>`,
  );
}

export function createPages(deps: { catalog: CatalogStore; now: () => Date; baseUrl: string }) {
  const pages = new Hono();
  const { catalog } = deps;

  pages.get('/', async (c) => {
    const pageNumber = Math.max(1, Math.min(1000, Number(c.req.query('page') ?? '1') || 1));
    const { jobs, total } = await catalog.recent(
      deps.now().getTime(),
      deps.baseUrl,
      PAGE_SIZE,
      (pageNumber - 1) * PAGE_SIZE,
    );
    const pager = `<nav class="pager">${pageNumber > 1 ? `<a href="/?page=${pageNumber - 1}">Newer</a>` : '<span></span>'}${
      pageNumber * PAGE_SIZE < total ? `<a href="/?page=${pageNumber + 1}">Older</a>` : ''
    }</nav>`;
    return c.html(
      page(
        'jobstar — recent jobs',
        `<main><h1>Recent jobs</h1><p class="muted">${esc(total.toLocaleString('en-US'))} open, verified listings.</p>
<ul class="jobs">${jobs.map(jobItem).join('\n')}</ul>${pager}</main>`,
      ),
    );
  });

  pages.get('/jobs/:job_id{.+}', async (c) => {
    const jobId = c.req.param('job_id');
    const job = await catalog.job(jobId, deps.baseUrl);
    if (!job) {
      return c.html(
        page(
          'Job not found — jobstar',
          `<main><h1>Job not found</h1><p>No job has the id <code>${esc(jobId)}</code>.</p><p><a href="/">All jobs</a></p></main>`,
        ),
        404,
      );
    }
    return c.html(jobPage(job));
  });

  pages.get('/companies/:domain', async (c) => {
    const domain = c.req.param('domain');
    const company = catalog.company(domain);
    if (!company) {
      return c.html(
        page('Company not found — jobstar', `<main><h1>Company not found</h1><p>${esc(domain)}</p></main>`),
        404,
      );
    }
    const { jobs, total } = await catalog.jobs(
      { company: [company.domain], confidence: 'all' },
      { limit: 100, offset: 0, sort: 'newest' },
      deps.now().getTime(),
      deps.baseUrl,
    );
    return c.html(
      page(
        `${company.name} jobs — jobstar`,
        `<main><h1>${esc(company.name)}</h1><p class="muted">${esc(company.domain)} · ${esc(total)} open jobs · hiring through ${esc(company.ats)}</p>
<ul class="jobs">${jobs.map(jobItem).join('\n')}</ul></main>`,
      ),
    );
  });

  return pages;
}
