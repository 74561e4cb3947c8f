import { Box, Text } from 'ink';
import type { Block } from '../blocks.ts';

function Table({ columns, rows, empty }: { columns: string[]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)) + 2);
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column, i) => (
          <Box key={column} width={widths[i]} flexShrink={0}>
            <Text bold color="cyan">
              {column}
            </Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, r) => (
        <Box key={r}>
          {row.map((cell, i) => (
            <Box key={i} width={widths[i]} flexShrink={0}>
              <Text>{cell}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function Fields({ entries }: { entries: [string, string][] }) {
  const width = Math.max(...entries.map(([label]) => label.length)) + 3;
  return (
    <Box flexDirection="column">
      {entries.map(([label, value]) => (
        <Box key={label}>
          <Box width={width} flexShrink={0}>
            <Text bold>{label}</Text>
          </Box>
          <Text>{value}</Text>
        </Box>
      ))}
    </Box>
  );
}

export function BlocksView({ blocks }: { blocks: Block[] }) {
  return (
    <Box flexDirection="column" gap={1}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'table':
            return <Table key={i} columns={block.columns} rows={block.rows} empty={block.empty} />;
          case 'fields':
            return <Fields key={i} entries={block.entries} />;
          case 'text':
            return <Text key={i}>{block.text}</Text>;
        }
      })}
    </Box>
  );
}
