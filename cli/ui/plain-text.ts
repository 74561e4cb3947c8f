import type { Block } from './blocks.ts';

const pad = (cells: string[], widths: number[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();

function tableLines(columns: string[], rows: string[][], empty: string): string[] {
  if (rows.length === 0) return [empty];
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)));
  return [pad(columns, widths), ...rows.map((row) => pad(row, widths))];
}

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case 'table':
      return tableLines(block.columns, block.rows, block.empty);
    case 'fields': {
      const width = Math.max(...block.entries.map(([label]) => label.length + 1));
      return block.entries.map(([label, value]) => `${`${label}:`.padEnd(width)}  ${value}`);
    }
    case 'text':
      return [block.text];
  }
}

/** Blocks as lines for pipes and files: aligned columns, one blank line between blocks. */
export function plainText(blocks: Block[]): string {
  return `${blocks.map((block) => blockLines(block).join('\n')).join('\n\n')}\n`;
}
