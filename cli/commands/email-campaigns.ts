import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

/**
 * Hands campaigns to the outbox: the one named, or (for cron) every scheduled one whose time has
 * come. Safe to run again: a campaign already sent queues nothing more.
 */
async function send(globals: Globals, id: string | undefined): Promise<void> {
  const config = operatorConfig(globals, 'email-campaigns send');
  const outcomes = await withLocalRuntime(config, async (runtime) => {
    const [{ sendCampaignById, sendDueCampaigns }, { baseContext }] = await Promise.all([import('../../core/email-marketing/send.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant email-campaigns send' });
    return id ? [await sendCampaignById(base, id)] : sendDueCampaigns(base);
  });
  const queued = outcomes.reduce((sum, o) => sum + o.queued, 0);
  await show(globals, { campaigns: outcomes, queued }, () => [
    table(['Campaign', 'Queued', 'Skipped (unsubscribed)'], outcomes.map((o) => [o.campaignId, String(o.queued), String(o.skipped)]), 'No campaigns due.'),
    text(`Queued ${plural(queued, 'message')} from ${plural(outcomes.length, 'campaign')}.`),
  ]);
}

/** Adds `merchant email-campaigns send [id]`. */
export function registerEmailCampaigns(program: Command): void {
  program
    .command('email-campaigns')
    .description('e-mail marketing campaigns (operator, local database only)')
    .command('send [id]')
    .description('send the campaign with this id now, or without one every scheduled campaign that is due (run it every minute from cron; safe to run again)')
    .action((id: string | undefined, _flags: unknown, command: Command) => send(globalsOf(command), id));
}
