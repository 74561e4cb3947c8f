import type { Command } from 'commander';
import { globalsOf, type Globals } from '../program/globals.ts';

/** The wizard, loaded (with Ink) only when it opens. */
export async function importWizard(globals: Globals, kind?: string): Promise<void> {
  const { openImportWizard } = await import('../tui/open-import.tsx');
  await openImportWizard(globals, kind);
}

/** Adds `merchant import [kind]`: the import wizard of every file import the job kinds declare. */
export function registerImport(program: Command): void {
  program
    .command('import')
    .description('on a terminal: import a file step by step (pick it, map its headers, dry run, commit); `merchant help import` lists the keys')
    .argument('[kind]', 'the import (product-import, member-import, mass-shipping, contact-import, marketplace-map, ...); chosen from a list when left out')
    .action((kind: string | undefined, _flags: unknown, command: Command) => importWizard(globalsOf(command), kind));
}
