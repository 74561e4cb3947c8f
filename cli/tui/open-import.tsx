import { fileImports } from '../imports/import-formats.ts';
import { usageError } from '../program/exit-codes.ts';
import type { Globals } from '../program/globals.ts';
import { openScreen } from './open-screen.tsx';
import { ImportWizard } from './screens/import-wizard.tsx';

/** The import wizard (of one kind, or choosing it first), on a terminal only: scripts name the file. */
export async function openImportWizard(globals: Globals, kind?: string): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw usageError('The import wizard needs a terminal. In a script, name the file: merchant <area> import FILE (--mapping FILE applies a mapping the wizard saved).');
  }
  if (kind !== undefined) {
    const kinds = (await fileImports()).map((i) => i.kind);
    if (!kinds.includes(kind)) throw usageError(`No file import is called ${kind}. The imports: ${kinds.join(', ')}.`);
  }
  await openScreen(globals, <ImportWizard kind={kind} />);
}
