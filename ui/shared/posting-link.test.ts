import { describe, expect, it } from 'vitest';
import { postingLinkOf, withPosting } from './posting-link';

describe('a star known only by its id', () => {
  it('reads as its site’s job and links to the original posting, in English and Hebrew', () => {
    expect(postingLinkOf('linkedin:3797662873', 'en')).toEqual({
      name: 'LinkedIn job 3797662873',
      url: 'https://www.linkedin.com/jobs/view/3797662873/',
    });
    expect(postingLinkOf('linkedin:3797662873', 'he')?.name).toBe('משרה 3797662873 ב־LinkedIn');
    expect(postingLinkOf('greenhouse:anthropic:5058714008', 'en')).toEqual({
      name: 'Anthropic on Greenhouse',
      url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008',
    });
    expect(postingLinkOf('web:careers.example.com:/jobs/42', 'en')).toEqual({
      name: 'careers.example.com',
      url: 'https://careers.example.com/jobs/42',
    });
  });
  it('names a posting whose address the id leaves out, without a link', () => {
    expect(postingLinkOf('comeet:aqua-security:CD.86E', 'en')).toEqual({ name: 'Aqua Security on Comeet' });
  });
  it('knows nothing of the service’s own ids or of applications added by hand', () => {
    expect(postingLinkOf('manual:5f3c2a10-0000-4000-8000-000000000000', 'en')).toBeNull();
    expect(postingLinkOf('svc-1234', 'en')).toBeNull();
  });
});

describe('a row storage read', () => {
  it('takes the posting’s name and address when its title is its id, and keeps what it knows', () => {
    const bare = { jobId: 'linkedin:3797662873', title: 'linkedin:3797662873' };
    expect(withPosting(bare, 'en')).toEqual({
      ...bare,
      title: 'LinkedIn job 3797662873',
      url: 'https://www.linkedin.com/jobs/view/3797662873/',
    });
    const known = { jobId: 'linkedin:1', title: 'Data Engineer', url: 'https://www.linkedin.com/jobs/view/1/' };
    expect(withPosting(known, 'en')).toBe(known);
    expect(withPosting({ jobId: 'linkedin:1', title: 'Data Engineer' }, 'en').title).toBe('Data Engineer');
    const service = { jobId: 'svc-9', title: 'svc-9' };
    expect(withPosting(service, 'en')).toBe(service);
  });
});
