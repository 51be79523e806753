// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { placed, titleHeading } from './placement';

const REF = { jobId: 'web:example.com:/jobs/1', site: 'jsonld', title: 'Backend Engineer' };

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('placement', () => {
  it('keeps the site’s actions when the adapter found them', () => {
    const document = page('<h1>Backend Engineer</h1><a id="apply">Apply</a>');
    const apply = document.getElementById('apply');
    expect(placed(document, REF, apply).anchor).toBe(apply);
    expect(placed(document, REF, apply, 'inside')).toMatchObject({ anchor: apply, place: 'inside' });
  });
  it('else goes after the heading showing the title, skipping a hidden copy and other headings', () => {
    const document = page(
      '<h2>Our open roles</h2><h1 hidden>Backend Engineer</h1><h1 id="shown">Backend Engineer · Remote</h1>',
    );
    expect(placed(document, REF).anchor?.id).toBe('shown');
  });
  it('takes a heading that is part of a longer title (the company added to a JSON-LD title)', () => {
    const document = page('<h1 id="title">Backend Engineer</h1>');
    expect(titleHeading(document, 'Backend Engineer at Acme')?.id).toBe('title');
  });
  it('floats only when no heading shows the title', () => {
    const document = page('<h1>Careers at Acme</h1><h2>Engineer</h2><h2>Backend</h2><p>Backend Engineer, Platform</p>');
    expect(placed(document, { ...REF, title: 'Senior Backend Engineer, Platform' })).toEqual({
      ref: { ...REF, title: 'Senior Backend Engineer, Platform' },
    });
    expect(titleHeading(document, 'Senior Backend Engineer, Platform')).toBeUndefined();
    expect(titleHeading(document, undefined)).toBeUndefined();
  });
});
