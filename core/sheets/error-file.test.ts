import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { localDiskStorage } from '../storage/storage.ts';
import { ErrorFile } from './error-file.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// A job stopped (time limit, cancel, shutdown) gives its error file up half-written: the process
// must go on, with nothing left in storage.
it('gives up a half-written file without an unhandled rejection, leaving nothing stored', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'error-file-'));
  roots.push(root);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const file = new ErrorFile(localDiskStorage(root), 'm1/jobs/errors.csv', ['Name']);
    await file.add({ row: 2, column: 'Name', reason: 'Name is required.' }, ['']);
    await file.abort();
    // Unhandled rejections are reported after the microtasks of the turn that made them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    expect(readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.csv'))).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
