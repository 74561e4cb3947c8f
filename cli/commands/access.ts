import { InvalidArgumentError, type Command } from 'commander';
import { LOCAL_REQUEST } from '../connection/client-identity.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf } from '../program/globals.ts';
import { fields, text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

interface LinkFlags {
  user: string;
  merchant?: string;
  to?: string;
  ttl?: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** '90s', '5m', '1h' (a bare number is minutes) -> milliseconds; the range is core's to judge. */
export function duration(value: string): number {
  const match = /^(\d{1,4})([smh]?)$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError('Expected a duration such as 90s, 5m or 1h.');
  return Number(match[1]) * UNIT_MS[(match[2] || 'm') as keyof typeof UNIT_MS];
}

export function registerAccess(program: Command): void {
  const access = program.command('access').description('sign-in access for support (operator, local database only)');
  access
    .command('link')
    .description("print a single-use link that signs the user in without password or two-factor code (docs/access-links.md)")
    .requiredOption('--user <loginId>', 'the login ID to sign in as')
    .option('--merchant <id>', 'the merchant the login ID must belong to')
    .option('--to <path>', 'the dashboard page to land on (default /dashboard)')
    .option('--ttl <duration>', 'how long the link works: 90s, 5m (default), up to 1h', duration)
    .action(async (flags: LinkFlags, command: Command) => {
      const globals = globalsOf(command);
      const config = operatorConfig(globals, 'access link');
      const link = await withLocalRuntime(config, async (runtime) => {
        const [{ issueAccessLink }, { baseContext }] = await Promise.all([import('../../core/auth/access-links.ts'), import('../../core/shared/context.ts')]);
        const base = baseContext(runtime.database, runtime.env, LOCAL_REQUEST);
        return issueAccessLink(base, { login: flags.user, merchantId: flags.merchant, ...(flags.to !== undefined && { toPath: flags.to }), ...(flags.ttl !== undefined && { ttlMs: flags.ttl }) });
      });
      await show(globals, { url: link.url, username: link.username, merchantId: link.merchantId, toPath: link.toPath, expiresAt: link.expiresAt }, () => [
        text(link.url),
        fields([
          ['Signs in', `${link.username} (merchant ${link.merchantId})`],
          ['Opens', link.toPath],
          ['Works once, until', link.expiresAt.toISOString()],
        ]),
      ]);
    });
}
