// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../storage/testing/db-fixture';
import { DeadLetters } from './DeadLetters';

vi.mock('../../messaging/send', () => ({ send: async () => null }));

describe('the changes the service refused', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('word the account’s cap in the reader’s language; another refusal keeps the service’s words', async () => {
    const db = freshDb(`dead-${Math.random()}`);
    const letter = { key: 'k', status: 409, fieldErrors: [], failedAt: Date.now() };
    await db.deadLetters.bulkAdd([
      {
        ...letter,
        kind: 'star',
        jobId: 'greenhouse:acme:1',
        message: 'This account already has 50,000 saved jobs',
        words: { kind: 'api.account_limit', params: { list: 'saved', max: 50_000 } },
      },
      { ...letter, kind: 'star', jobId: 'greenhouse:acme:2', status: 400, message: 'Invalid job id' },
    ]);
    render(<DeadLetters db={db} lang="he" />, root);
    await vi.waitFor(() => expect(root.querySelectorAll('.dead-message')).toHaveLength(2));
    const messages = [...root.querySelectorAll('.dead-message')].map((node) => node.textContent ?? '');
    expect(messages.some((text) => /50,000 משרות שמורות/.test(text))).toBe(true);
    expect(messages.some((text) => text.includes('This account already has'))).toBe(false);
    expect(messages.some((text) => text.includes('Invalid job id'))).toBe(true);
  });
});
