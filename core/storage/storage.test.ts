import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function storage() {
  const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
  roots.push(root);
  return { root, storage: localDiskStorage(root) };
}

describe('putStream', () => {
  it('stores the whole stream under its key', async () => {
    const { root, storage: s } = storage();
    await s.putStream('m1/files/a.txt', (async function* () {
      yield Buffer.from('hello ');
      yield Buffer.from('world');
    })());
    expect(readdirSync(path.join(root, 'm1/files'))).toEqual(['a.txt']);
    expect(await s.size('m1/files/a.txt')).toBe(11);
  });

  // A stream that fails at once races the opening of its file; nothing may stay behind either way.
  it.each([0, 1, 50])('leaves no file when the stream fails after %i chunks', async (good) => {
    const { root, storage: s } = storage();
    const failing = (async function* () {
      for (let i = 0; i < good; i++) yield Buffer.alloc(64 * 1024, 1);
      throw new Error('too large');
    })();
    await expect(s.putStream('m1/files/b.bin', failing)).rejects.toThrow('too large');
    expect(readdirSync(path.join(root, 'm1/files'))).toEqual([]);
  });
});
