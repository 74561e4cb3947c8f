import type { Command } from 'commander';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

const listed = (names: string[]) => names.join(', ') || 'none';

/** Applies pending migrations; a database that changed gets the release list the server would record (as openRuntime does). */
async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const { migrateDeploy } = await import('../../core/db/migrations.ts');
  const applied = await migrateDeploy(databaseUrl);
  if (applied.length > 0) {
    const [{ openDatabase }, { syncVersions }] = await Promise.all([import('../../core/db/database.ts'), import('../../core/versions/service.ts')]);
    const database = await openDatabase(databaseUrl);
    try {
      await syncVersions(database.client);
    } finally {
      await database.close();
    }
  }
  return applied;
}

async function migrate(globals: Globals): Promise<void> {
  const { databaseUrl } = operatorConfig(globals, 'db migrate');
  const applied = await withSpinner('Applying migrations', () => applyMigrations(databaseUrl));
  await show(globals, { applied }, () => [
    text(applied.length ? `Applied ${plural(applied.length, 'migration')}:\n${applied.map((name) => `  ${name}`).join('\n')}` : 'No pending migrations.'),
  ]);
}

async function status(globals: Globals): Promise<void> {
  const { databaseUrl } = operatorConfig(globals, 'db status');
  const report = await withSpinner('Reading the migration history', async () => {
    const { migrateStatus } = await import('../../core/db/migrations.ts');
    return migrateStatus(databaseUrl);
  });
  await show(globals, report, () => [
    fields([
      ['Up to date', report.upToDate ? 'yes' : 'no'],
      ['Applied', String(report.applied)],
      ['Pending', listed(report.pending)],
      ['Failed', listed(report.failed)],
      ['Edited since applied', listed(report.edited)],
    ]),
  ]);
}

export function registerDb(program: Command): void {
  const db = program.command('db').description('the database schema (operator, DATABASE_URL)');
  db.command('migrate')
    .description('apply pending migrations')
    .action((_flags: object, command: Command) => migrate(globalsOf(command)));
  db.command('status')
    .description('show applied and pending migrations')
    .action((_flags: object, command: Command) => status(globalsOf(command)));
}
