import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveLocalRemotes } from './remotes.mjs';

function remotesFile(manifest) {
  const file = join(mkdtempSync(join(tmpdir(), 'gw-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

describe('moveLocalRemotes (npm start on another CDN_PORT)', () => {
  it('moves entries on another local origin, keeping the pinned version paths', () => {
    const file = remotesFile({
      'demo-modal': 'http://localhost:4180/remotes/demo-modal/1.0.0/mf-manifest.json',
      'role-picker': 'http://127.0.0.1:4180/remotes/role-picker/0.9.0/remoteEntry.js',
    });
    expect(moveLocalRemotes(file, 'http://localhost:7180/')).toBe(2);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      'demo-modal': 'http://localhost:7180/remotes/demo-modal/1.0.0/mf-manifest.json',
      'role-picker': 'http://localhost:7180/remotes/role-picker/0.9.0/remoteEntry.js',
    });
  });

  it('leaves entries on a real CDN and on this origin alone', () => {
    const manifest = {
      'demo-modal': 'https://cdn.example.com/remotes/demo-modal/1.0.0/mf-manifest.json',
      'role-picker': 'http://localhost:7180/remotes/role-picker/1.0.0/mf-manifest.json',
    };
    const file = remotesFile(manifest);
    expect(moveLocalRemotes(file, 'http://localhost:7180')).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(manifest);
  });
});
