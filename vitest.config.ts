import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Suites whose engine is missing skip loudly locally; CI sets REQUIRE_E2E=1 and
// REQUIRE_POSTGRES=1 so that there they must run.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(chromium);
const havePostgres = Boolean(process.env.TEST_POSTGRES_URL);

function missing(name: string, required: string | undefined, how: string): void {
  const line = `${name} suite SKIPPED: ${how}`;
  if (required === '1') throw new Error(`${name} suite is required (${line})`);
  console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
}

// Files that change what a process reads once (an environment variable, a mocked module): they
// get a process of their own, while the other integration files share one module graph per
// worker. Importing the router costs seconds, which per file was most of the suite's time.
const OWN_PROCESS = ['tests/integration/pdf-without-unicode-font.test.ts', 'tests/integration/member-import.test.ts'];

/** The integration files on one engine: shared module graphs, and the OWN_PROCESS files apart. */
function integration(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { ...test, name, include: ['tests/integration/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false } },
    { extends: true, test: { ...test, name: `${name}-own-process`, include: OWN_PROCESS } },
  ];
}

const projects: TestProjectInlineConfiguration[] = [
  // tests/lint: the project's own lint rules, run through ESLint on small fixtures.
  { extends: true, test: { name: 'unit', include: ['core/**/*.test.ts', 'dashboard/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/storage/**/*.test.ts'] } },
  // The file readers against workbooks as other programs write them, and against hostile files
  // (each read on a worker thread with a capped heap, within a time bound).
  { extends: true, test: { name: 'sheets', include: ['tests/sheets/**/*.test.ts'] } },
  ...integration('integration', { globalSetup: ['tests/setup/sqlite-template.ts'], env: { TEST_ENGINE: 'sqlite' } }),
  // The terminal screens drawn in memory (ink-testing-library) on the local router, driven by keystrokes.
  { extends: true, test: { name: 'terminal', include: ['tests/terminal/**/*.test.tsx'], globalSetup: ['tests/setup/sqlite-template.ts'], env: { TEST_ENGINE: 'sqlite' } } },
  {
    extends: true,
    test: {
      name: 'cli',
      include: ['tests/cli/**/*.test.ts'],
      // The compiled CLI, and the dashboard that `merchant serve` serves, built once before the files run.
      globalSetup: ['tests/setup/sqlite-template.ts', 'tests/setup/compiled-build.ts', 'tests/setup/dashboard-build.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
];

if (havePostgres) {
  projects.push(...integration('integration-postgres', { globalSetup: ['tests/setup/postgres.ts'], env: { TEST_ENGINE: 'postgres' } }));
  // Two compiled servers on one PostgreSQL database and one S3-compatible bucket (docs/deployment.md).
  projects.push({ extends: true, test: { name: 'scale-out', include: ['tests/scale-out/**/*.test.ts'], globalSetup: ['tests/setup/postgres.ts', 'tests/setup/compiled-build.ts'], testTimeout: 60_000, hookTimeout: 120_000 } });
} else missing('PostgreSQL', process.env.REQUIRE_POSTGRES, 'set TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/test');

if (haveChromium) {
  projects.push({
    extends: true,
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      // One module graph per worker for the files it runs one after another: each closes its server.
      isolate: false,
      // After the other projects (their own group: a group's projects share one worker count).
      sequence: { groupOrder: 1 },
      globalSetup: ['tests/setup/sqlite-template.ts', 'tests/setup/dashboard-build.ts'],
      testTimeout: 90_000,
      hookTimeout: 120_000,
      // Two browser files at a time, after the other projects: a browser file mostly waits on its
      // page, so two keep a 2-core machine busy, while a third file of another project beside
      // them would starve the browsers' waits.
      maxWorkers: 2,
      // expect.poll waits for a screen to settle; its default second is short on a loaded machine.
      expect: { poll: { timeout: 10_000, interval: 100 } },
      env: { CHROMIUM_PATH: chromium },
    },
  });
} else missing('Browser (end-to-end)', process.env.REQUIRE_E2E, `no Chromium at ${chromium} (apt-get install -y chromium)`);

export default defineConfig({
  test: {
    projects,
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files of the projects but the browser's in one queue, three at a time: a file spends much of
    // its time waiting on a database or a child process, so a third keeps both processors of a
    // 2-core machine busy (the default, one less than the processors, ran one file at a time).
    maxWorkers: 3,
  },
});
