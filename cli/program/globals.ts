import type { Command } from 'commander';

/** Options every command takes, before or after its name. */
export interface Globals {
  server?: string;
  token?: string;
  json?: boolean;
}

export const globalsOf = (command: Command): Globals => command.optsWithGlobals<Globals>();
