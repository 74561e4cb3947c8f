/** What the exit status of `merchant` means, for scripts and cron. */
export const EXIT = {
  ok: 0,
  /** The input was refused: validation failures, a taken login ID. */
  rejected: 1,
  /** The command line itself is wrong: unknown command, missing flag, no terminal for a prompt. */
  usage: 2,
  /** Not logged in, wrong credentials, or not allowed. */
  auth: 3,
  notFound: 4,
  other: 5,
  /** Stopped with Ctrl-C (128 + SIGINT, as shells report it). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI itself detects, with the exit status it calls for. */
export class CliError extends Error {
  override readonly name = 'CliError';

  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
