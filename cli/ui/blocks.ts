/**
 * What a command shows, independent of how: Ink draws blocks on a terminal, plain-text.ts
 * writes them as lines when output goes to a pipe or a file.
 */
export type Block =
  | { kind: 'table'; columns: string[]; rows: string[][]; empty: string }
  | { kind: 'fields'; entries: [label: string, value: string][] }
  | { kind: 'text'; text: string };

export const table = (columns: string[], rows: string[][], empty: string): Block => ({ kind: 'table', columns, rows, empty });

export const fields = (entries: [label: string, value: string][]): Block => ({ kind: 'fields', entries });

export const text = (value: string): Block => ({ kind: 'text', text: value });
