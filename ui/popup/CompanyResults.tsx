/** Company search results: name, domain, open jobs under the filters, and a link to the company's jobs. */

import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { CompanyResult, FilterQuery } from '../../api/contract';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import { popupFiltersT } from '../../i18n/popup-filters';
import type { AccountDb } from '../../storage/db';
import { filterInWords } from '../shared/filter-in-words';
import { type Service, safeHref } from '../shared/use-service';
import { CompanyJobs } from './CompanyJobs';
import { onListKeyDown } from './list-keys';

const t = popupT();
const tf = popupFiltersT();

export interface CompanyResultsProps {
  companies: readonly CompanyResult[];
  service: Service | undefined;
  /** The search's filters, which a row's own job list keeps. */
  filter: FilterQuery;
  /** Open jobs without the filters, by domain, shown beside a filtered zero. */
  unfiltered?: Record<string, number>;
  db: AccountDb | undefined;
}

/** The result's own `jobs_url` when the service gives one, else the service's company page. */
export function companyJobsUrl(company: CompanyResult, serviceUrl: string): string | undefined {
  const given = safeHref(typeof company.jobs_url === 'string' ? company.jobs_url : undefined);
  if (given) return given;
  return company.domain ? `${serviceUrl}/companies/${encodeURIComponent(company.domain)}` : undefined;
}

export function CompanyResults({ companies, service, filter, unfiltered = {}, db }: CompanyResultsProps): JSX.Element {
  const open = useSignal<string | undefined>(undefined);
  const serviceUrl = service?.baseUrl ?? '';
  return (
    <>
      <p class="list-count" role="status">
        {t('companiesFound', { n: companies.length })}
      </p>
      {/* The counts obey filters the folded "Filters (n)" hides: say which, beside them. */}
      {Object.keys(filter).length > 0 && (
        <p class="hint filters-in-force" data-testid="filters-in-force">
          {tf('countedWith', { filter: filterInWords(filter, uiLanguage()) })}
        </p>
      )}
      <ul class="rows" onKeyDown={onListKeyDown}>
        {companies.map((company, index) => {
          const name = company.name ?? company.domain ?? '';
          const href = companyJobsUrl(company, serviceUrl);
          return (
            <li key={company.domain ?? index} class="row company-row">
              <div class="row-main">
                {href ? (
                  <a
                    class="row-title"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-row-focus
                    aria-label={t('viewJobs', { name })}
                  >
                    {name}
                  </a>
                ) : (
                  <span class="row-title">{name}</span>
                )}
                {company.domain && (
                  <span class="row-sub" dir="ltr">
                    {company.domain}
                  </span>
                )}
              </div>
              <span class="open-jobs" data-testid="open-jobs">
                {typeof company.open_jobs === 'number' ? t('openJobs', { n: company.open_jobs }) : t('openJobsUnknown')}
              </span>
              {company.open_jobs === 0 && company.domain && (unfiltered[company.domain] ?? 0) > 0 && (
                <span class="hint open-jobs-all" data-testid="open-jobs-all">
                  {tf('zeroButOpen', { n: unfiltered[company.domain] ?? 0 })}
                </span>
              )}
              {company.domain && service && company.open_jobs !== 0 && (
                <button
                  type="button"
                  class="link-button"
                  aria-expanded={open.value === company.domain}
                  aria-label={t(open.value === company.domain ? 'hideJobsOf' : 'showJobsOf', { name })}
                  onClick={() => {
                    open.value = open.value === company.domain ? undefined : company.domain;
                  }}
                >
                  {open.value === company.domain ? t('hideJobs') : t('showJobs')}
                </button>
              )}
              {company.domain && service && open.value === company.domain && (
                <CompanyJobs domain={company.domain} filter={filter} service={service} db={db} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
