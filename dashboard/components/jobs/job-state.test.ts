import { describe, expect, it } from 'vitest';
import type { TJob, TJobStatus } from '../../../core/jobs/schema.ts';
import en from '../../i18n/locales/en.json';
import ms from '../../i18n/locales/ms.json';
import zh from '../../i18n/locales/zh.json';
import { JOB_KIND_NAMES } from './job-kinds.ts';
import { isRunning, outcomeOf, progressOf } from './job-state.ts';

const job = (patch: Partial<TJob> = {}): TJob => ({
  id: 'j1',
  kind: 'product-import',
  status: 'completed',
  fileName: 'products.csv',
  mode: null,
  format: null,
  dryRun: false,
  totalRows: 10,
  doneRows: 10,
  failedCount: 0,
  summary: { code: '', params: {}, notes: [] },
  hasErrorFile: false,
  hasResult: false,
  cancelRequested: false,
  canCancel: false,
  createdAt: new Date(0),
  startedAt: null,
  finishedAt: null,
  createdByName: 'Aminah',
  ...patch,
});

type Tree = { [key: string]: string | Tree };
/** A text of a locale, or of its plural form 'other' when the text takes a count. */
const textOf = (tree: Tree, key: string, counted: boolean): string | undefined => {
  const parts = key.split('.');
  const last = `${parts.pop()!}${counted ? '_other' : ''}`;
  const node = parts.reduce<Tree | string | undefined>((n, part) => (typeof n === 'object' ? n[part] : undefined), tree);
  const text = typeof node === 'object' ? node[last] : undefined;
  return typeof text === 'string' ? text : undefined;
};

describe('a job as the screens show it', () => {
  it('runs while queued or in progress, and only then', () => {
    expect((['queued', 'in_progress'] as TJobStatus[]).every((status) => isRunning(job({ status })))).toBe(true);
    expect((['completed', 'failed', 'cancelled'] as TJobStatus[]).some((status) => isRunning(job({ status })))).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });

  it('counts rows done of all with the percentage, or the rows read before it knows its total, once it left the queue', () => {
    expect(progressOf({ status: 'queued', doneRows: 0, totalRows: 0 })).toEqual({ percent: null, text: { key: 'jobs.waiting' } });
    expect(progressOf({ status: 'in_progress', doneRows: 1, totalRows: 3 })).toEqual({ percent: 33, text: { key: 'jobs.progress', params: { done: 1, total: 3, percent: 33 } } });
    expect(progressOf({ status: 'in_progress', doneRows: 250, totalRows: 0 })).toEqual({ percent: null, text: { key: 'jobs.reading', params: { done: 250 } } });
    expect(progressOf({ status: 'completed', doneRows: 3, totalRows: 3 })).toMatchObject({ percent: 100 });
  });

  it('has no outcome while it runs', () => {
    expect(outcomeOf(job({ status: 'in_progress' }))).toBeNull();
  });

  it('words the outcome by kind: a failed import counts its rejected rows, a dry run is a check', () => {
    expect(outcomeOf(job({ status: 'failed', failedCount: 2 }))).toEqual({ text: { key: 'jobs.outcome.import.rejected', params: { count: 2 } }, color: 'red' });
    expect(outcomeOf(job({ status: 'completed', dryRun: true }))).toEqual({ text: { key: 'jobs.outcome.check.completed' }, color: 'green' });
    expect(outcomeOf(job({ kind: 'product-export', hasResult: true }))).toEqual({ text: { key: 'jobs.outcome.export.completed' }, color: 'green' });
    expect(outcomeOf(job({ kind: 'packaging-print', status: 'failed' }))).toEqual({ text: { key: 'jobs.outcome.print.failed' }, color: 'red' });
  });

  it('says when a job completed without some rows (a member import, a voucher list)', () => {
    expect(outcomeOf(job({ kind: 'member-import', failedCount: 1 }))).toEqual({ text: { key: 'jobs.outcome.import.partly', params: { count: 1 } }, color: 'yellow' });
    expect(outcomeOf(job({ kind: 'member-import', dryRun: true, failedCount: 3 }))).toEqual({ text: { key: 'jobs.outcome.check.partly', params: { count: 3 } }, color: 'yellow' });
    expect(outcomeOf(job({ kind: 'voucher-assign', failedCount: 4 }))).toEqual({ text: { key: 'jobs.outcome.assign.partly', params: { count: 4 } }, color: 'yellow' });
  });

  it('shows a cancelled job as cancelled, and a kind the screens do not know in plain words', () => {
    expect(outcomeOf(job({ status: 'cancelled' }))).toEqual({ text: { key: 'jobs.status.cancelled' }, color: 'gray' });
    expect(outcomeOf(job({ kind: 'stock-take', status: 'failed', failedCount: 5 }))).toEqual({ text: { key: 'jobs.outcome.job.failed' }, color: 'red' });
  });

  it('finds every title it can give, and every kind’s name, in English, Chinese and Malay', () => {
    const endings = (['completed', 'failed', 'cancelled'] as TJobStatus[]).flatMap((status) => [0, 2].flatMap((failedCount) => [false, true].map((dryRun) => ({ status, failedCount, dryRun }))));
    for (const kind of [...JOB_KIND_NAMES, 'stock-take']) {
      for (const ending of endings) {
        const { text } = outcomeOf(job({ kind, ...ending }))!;
        for (const [language, tree] of Object.entries({ en, zh, ms })) expect(textOf(tree as Tree, text.key, text.params !== undefined), `${language} ${text.key}`).toBeDefined();
      }
    }
    for (const kind of JOB_KIND_NAMES) for (const tree of [en, zh, ms]) expect(textOf(tree as Tree, `jobs.kinds.${kind}`, false), kind).toBeDefined();
  });
});
