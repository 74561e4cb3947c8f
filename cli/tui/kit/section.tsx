import { Box, Text } from 'ink';
import type { ReactNode } from 'react';

/** A titled block of a detail screen (an order's lines, a member's addresses). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text bold>{title}</Text>
      {children}
    </Box>
  );
}
