import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './fixtures';
import { locateInitdb } from './postgres';

const root = tempDir();
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const executable = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
  return file;
};

describe('finding PostgreSQL for the tests', () => {
  it('takes the newest Debian version, else the one on PATH', () => {
    const debian = path.join(root, 'debian');
    const onPath = executable(path.join(root, 'bin', 'initdb'));
    expect(locateInitdb({ PATH: path.join(root, 'bin') }, debian)).toEqual({ initdb: onPath });
    executable(path.join(debian, '9', 'bin', 'initdb'));
    const newest = executable(path.join(debian, '15', 'bin', 'initdb'));
    fs.mkdirSync(path.join(debian, '16', 'bin'), { recursive: true });
    expect(locateInitdb({ PATH: path.join(root, 'bin') }, debian)).toEqual({ initdb: newest });
  });

  it('without one, skips with the reason, except under CI, where it fails', () => {
    const nowhere = { PATH: path.join(root, 'empty'), CI: undefined };
    expect(locateInitdb(nowhere, path.join(root, 'none')).skip).toMatch(/no initdb .*install postgresql/);
    expect(() => locateInitdb({ ...nowhere, CI: 'true' }, path.join(root, 'none'))).toThrow(
      /CI must test the PostgreSQL store/,
    );
  });
});
