import { Box, Text, useStdout } from 'ink';
import { clip, COLUMN_GAP, fitColumns } from './fit-columns.ts';
import { useTheme } from './screen-context.tsx';

export interface Column<T> {
  title: string;
  text(row: T): string;
  min?: number;
}

interface Props<T> {
  columns: Column<T>[];
  rows: T[];
  /** The row the cursor is on (drawn inverse), if the table takes keys. */
  cursor?: number;
  /** Rows chosen for a mass action (drawn with a mark). */
  marked?: ReadonlySet<number>;
  empty: string;
  /** Rows shown at once; the window follows the cursor. */
  height?: number;
}

/** A table that fits the terminal's width (80 columns and up), the cursor's row in view. */
export function DataTable<T>({ columns, rows, cursor, marked, empty, height = 12 }: Props<T>) {
  const theme = useTheme();
  const { stdout } = useStdout();
  const markWidth = marked ? 2 : 0;
  const cells = rows.map((row) => columns.map((c) => c.text(row)));
  const widths = fitColumns(
    columns.map((c, i) => ({ title: c.title, min: c.min, cells: cells.map((r) => r[i]!) })),
    Math.max(40, (stdout.columns || 80) - markWidth - 1),
  );
  const line = (texts: string[]) => texts.map((text, i) => clip(text, widths[i]!)).join(' '.repeat(COLUMN_GAP));
  const start = cursor === undefined ? 0 : Math.min(Math.max(0, cursor - height + 1), Math.max(0, rows.length - height));
  const shown = cells.slice(start, start + height);
  return (
    <Box flexDirection="column">
      <Text bold color={theme.accent}>
        {' '.repeat(markWidth)}
        {line(columns.map((c) => c.title))}
      </Text>
      {rows.length === 0 && <Text dimColor={theme.dim}>{empty}</Text>}
      {shown.map((texts, i) => {
        const index = start + i;
        return (
          <Text key={index} inverse={index === cursor}>
            {marked && (marked.has(index) ? '● ' : '  ')}
            {line(texts)}
          </Text>
        );
      })}
      {rows.length > height && (
        <Text dimColor={theme.dim}>
          {start + 1}-{start + shown.length} of {rows.length}
        </Text>
      )}
    </Box>
  );
}
