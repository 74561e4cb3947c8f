import type { Command } from 'commander';
import { COMMON_KEYS_TEXT, SCREEN_HELP } from '../tui/screens/screen-keys.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';

/** The command a path of names reaches (help users add), or null. */
function commandAt(program: Command, names: string[]): Command | null {
  let command: Command | undefined = program;
  for (const name of names) command = command?.commands.find((c) => c.name() === name || c.aliases().includes(name));
  return command ?? null;
}

/** A screen's keys, aligned: what `merchant help <screen>` prints. */
export function screenHelpText(name: string): string {
  const screen = SCREEN_HELP[name]!;
  const keys = [...screen.keys, ...COMMON_KEYS_TEXT];
  const width = Math.max(...keys.map((k) => k.keys.length));
  return [`The ${name} screen: ${screen.reach}.`, '', 'Keys:', ...keys.map((k) => `  ${k.keys.padEnd(width)}  ${k.does}`), ''].join('\n');
}

/**
 * `merchant help [command...]`: a command's help as --help prints it, and for a screen's name
 * (home, jobs, ...) the keys of that screen; a name that is both gets both.
 */
export function registerHelp(program: Command): void {
  program.helpCommand(false);
  program
    .command('help [names...]')
    .description(`the help of a command, or the keys of a screen (${Object.keys(SCREEN_HELP).join(', ')})`)
    .action((names: string[]) => {
      const command = commandAt(program, names);
      const screen = names.length === 1 && Object.hasOwn(SCREEN_HELP, names[0]!) ? names[0]! : null;
      if (!command && !screen) throw new CliError(`No command or screen called "${names.join(' ')}": run merchant --help for the commands.`, EXIT.usage);
      if (command && (names.length > 0 || !screen)) process.stdout.write(command.helpInformation());
      if (screen) process.stdout.write(`${command && names.length > 0 ? '\n' : ''}${screenHelpText(screen)}`);
    });
}
