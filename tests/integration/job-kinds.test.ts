import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { englishSummary } from '../../cli/jobs/english-summary.ts';
import { JOB_SUMMARY, summaryKey } from '../../core/jobs/job-summary.ts';
import { projectRoot } from '../../core/platform/config.ts';
import { formatMessage, type MessageTree } from '../../core/shared/message-format.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';

// The registry's summary codes against the locale files: each face words them from the same
// texts, the dashboard with i18next and the command line with its own formatter.
const localeOf = (language: string) => JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', `${language}.json`), 'utf8')) as MessageTree;
const LOCALES = { en: localeOf('en'), zh: localeOf('zh'), ms: localeOf('ms') };
const en = LOCALES.en;
const codes = [...Object.values(JOB_SUMMARY), ...Object.values(JOB_KINDS).flatMap((kind) => Object.values(kind.summaries))];
/** Values that are text; every other is a count. */
const TEXTS: Record<string, string> = { batch: 'Pasar Malam', voucher: 'Raya 10%', reason: 'Please fill all field before you update', column: 'Courier', message: 'This action cannot be completed.', text: 'Imported 2 rows.', kind: 'stock-take', problem: 'The font is missing.', module: 'my_sales' };

/** The values a code's English texts use (its plural forms, and the counts of its nested texts). */
function variablesOf(code: string): string[] {
  const raw = ['', '_one', '_other'].map((suffix) => lookup(en, `${summaryKey(code)}${suffix}`) ?? '').join(' ');
  return [...new Set([...raw.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!))];
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const paramsOf = (code: string, count: number) => Object.fromEntries(variablesOf(code).map((name) => [name, TEXTS[name] ?? count]));

describe('job summaries', () => {
  it('have a text in English, Chinese and Malay for every code of the engine and of every kind', () => {
    for (const [language, tree] of Object.entries(LOCALES)) {
      for (const code of codes) expect(lookup(tree, summaryKey(code)) ?? lookup(tree, `${summaryKey(code)}_other`), `${language} ${code}`).toBeDefined();
    }
  });

  it('are worded by the command line exactly as i18next words them, every value filled in', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'en', resources: Object.fromEntries(Object.entries(LOCALES).map(([lng, tree]) => [lng, { translation: tree }])), interpolation: { escapeValue: false } });
    for (const code of codes) {
      for (const count of [1, 1234]) {
        const params = paramsOf(code, count);
        const cli = formatMessage(en, summaryKey(code), params);
        expect(cli, code).toBe(t.t(summaryKey(code), params));
        for (const lng of ['zh', 'ms']) expect(t.t(summaryKey(code), { ...params, lng }), `${lng} ${code}`).not.toMatch(/\{\{|\$t\(|jobs\.summary/);
        expect(cli, code).not.toMatch(/\{\{|\$t\(|jobs\.summary/);
      }
    }
  });

  it('join a lead sentence and its notes', () => {
    const summary = { code: 'memberImport.imported', params: { imported: 1, batch: 'Walk-in', rows: 2 }, notes: [{ code: 'memberImport.skipped', params: { count: 1 } }] };
    expect(englishSummary(summary)).toBe('Imported 1 member into batch "Walk-in" from 2 rows. 1 row already imported in this batch was skipped.');
    expect(englishSummary({ code: '', params: {}, notes: [] })).toBe('');
  });
});

describe('job kinds on the dashboard', () => {
  it('are shown to the viewers of the module the registry declares for each', async () => {
    // The dashboard is a TypeScript project of its own: its table is loaded as the bundle has it.
    const table = path.join(projectRoot, 'dashboard', 'components', 'jobs', 'job-kinds.ts');
    const { JOB_KIND_SCREENS } = (await import(table)) as { JOB_KIND_SCREENS: Record<string, { module: string }> };
    const modules = Object.fromEntries(Object.entries(JOB_KIND_SCREENS).map(([kind, { module }]) => [kind, module]));
    expect(modules).toEqual(Object.fromEntries(Object.entries(JOB_KINDS).map(([kind, entry]) => [kind, entry.access.module])));
  });
});
