import { usageError } from '../program/exit-codes.ts';

export interface Question {
  /** Shown before the input: 'Login ID'. */
  label: string;
  /** For the refusal: 'the username'. */
  what: string;
  /** The flags that answer it without a terminal: '--username and --password-stdin'. */
  instead: string;
  secret?: boolean;
}

/** Asks on the terminal; without one (cron, pipes, CI) refuses and names the flags to pass instead. */
export async function ask(question: Question): Promise<string> {
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw usageError(`Cannot ask for ${question.what} without a terminal: pass ${question.instead}.`);
  }
  const { askLine } = await import('./ink/render.tsx');
  return askLine(question.label, question.secret ?? false);
}
