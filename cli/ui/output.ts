import type { Globals } from '../program/globals.ts';
import type { Block } from './blocks.ts';
import { plainText } from './plain-text.ts';

/**
 * A command's result: with --json the data as one JSON document, on a terminal the blocks drawn
 * by Ink, otherwise the blocks as plain lines.
 */
export async function show(globals: Globals, data: unknown, view: () => Block[]): Promise<void> {
  if (globals.json) {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  const blocks = view();
  if (!process.stdout.isTTY) {
    process.stdout.write(plainText(blocks));
    return;
  }
  const { renderBlocks } = await import('./ink/render.tsx');
  await renderBlocks(blocks);
}
