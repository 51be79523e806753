/** "Try it": a few job pages from the configured service where the star shows (example-jobs.ts). */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import type { Service } from '../shared/use-service';
import { type ExampleJob, exampleJobs } from './example-jobs';

export function TryJobs({ service, lang }: { service: Service | undefined; lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const jobs = useSignal<ExampleJob[] | 'failed' | undefined>(undefined);
  useEffect(() => {
    if (!service) return;
    const abort = new AbortController();
    service.api
      .jobs({ sort: 'newest', limit: '6' }, abort.signal)
      .then((answer) => {
        const found = exampleJobs(answer.jobs, service.baseUrl);
        jobs.value = found.length > 0 ? found : 'failed';
      })
      .catch(() => {
        if (!abort.signal.aborted) jobs.value = 'failed';
      });
    return () => abort.abort();
  }, [service?.baseUrl]);

  const found = jobs.value;
  if (found === 'failed') return <p>{t('welcome.tryNone')}</p>;
  if (!found) return <p role="status">{t('welcome.tryLoading')}</p>;
  return (
    <>
      <p>{t('welcome.tryIntro')}</p>
      <ul class="try-it">
        {found.map((job) => (
          <li key={job.id}>
            <a href={job.href} target="_blank" rel="noopener noreferrer">
              {job.company ? `${job.title} — ${job.company}` : job.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
