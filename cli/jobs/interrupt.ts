import { TRPCClientError } from '@trpc/client';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';
import { commandFor } from '../connection/target.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { ask } from '../ui/prompt.ts';

/** How to come back to a job left running on the server. */
function leftRunning(connection: Connection, job: TJob): CliError {
  const follow = commandFor(connection.target, `jobs show ${job.id}`);
  const cancel = job.canCancel ? `; cancel it with: ${commandFor(connection.target, `jobs cancel ${job.id}`)}` : '';
  return new CliError(`Job ${job.id} keeps running on the server. Follow it with: ${follow}${cancel}`, EXIT.interrupted);
}

/**
 * Ctrl-C while following a server's job. On a terminal, for a job that may still be cancelled,
 * asks whether to cancel it there: yes cancels it and ends with status 130; no leaves it running
 * and ends the same way, saying how to follow it. When the server refuses the cancel (the job
 * has started writing), says why and returns, to go on following. Without a terminal (or for a
 * job that cannot be cancelled) the job is left running, with how to follow or cancel it.
 */
export async function onInterrupt(connection: Connection, job: TJob): Promise<void> {
  const terminal = process.stdin.isTTY && process.stderr.isTTY;
  if (!terminal || !job.canCancel) throw leftRunning(connection, job);
  const answer = await ask({ label: `Cancel job ${job.id} on the server? (y/N)`, what: 'an answer', instead: '' }).catch(() => 'n');
  if (!/^y(es)?$/i.test(answer.trim())) throw leftRunning(connection, job);
  try {
    const cancelled = await connection.api.jobs.cancel.mutate({ id: job.id });
    const how = cancelled.status === 'cancelled' ? 'Cancelled' : 'Asked the server to cancel';
    throw new CliError(`${how} job ${job.id}; nothing was written.`, EXIT.interrupted);
  } catch (error) {
    if (!(error instanceof TRPCClientError) || error.data?.code !== 'CONFLICT') throw error;
    process.stderr.write(`${error.message} Following it to its end.\n`);
  }
}
