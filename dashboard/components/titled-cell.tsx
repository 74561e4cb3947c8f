import { Stack, Text } from '@mantine/core';

/** A table cell of a message's title over its text (two lines at most), both wrapping anywhere so a long word never widens the table. */
export function TitledCell({ title, text }: { title: string; text?: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      {text && (
        <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      )}
    </Stack>
  );
}
