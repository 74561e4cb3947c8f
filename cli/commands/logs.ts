import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

async function prune(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'logs prune');
  const result = await withLocalRuntime(config, async (runtime) => {
    const { pruneAllLogs } = await import('../../core/user-logs/retention.ts');
    return withSpinner('Pruning user logs', () => pruneAllLogs(runtime.database.client));
  });
  await show(globals, result, () => [
    text(`Removed ${plural(result.removed, 'log entry', 'log entries')} of ${plural(result.users, 'user')}; each user keeps the latest 30 log days.`),
  ]);
}

export function registerLogs(program: Command): void {
  program
    .command('logs')
    .description('user logs (operator, local database only)')
    .command('prune')
    .description('keep only the latest 30 log days of every user (for cron)')
    .action((_flags: object, command: Command) => prune(globalsOf(command)));
}
