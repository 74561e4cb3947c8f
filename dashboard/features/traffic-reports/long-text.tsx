import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * A page's path, an address or a host: read left to right in any language, and broken anywhere
 * when it is longer than its cell, so a long address never widens a phone's screen.
 */
export function LongText({ children }: { children: string }) {
  return (
    <Text span size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
      {children || '—'}
    </Text>
  );
}

/** What a visitor typed (a name, a subject, a message): read in its own direction, whatever the interface's. */
export const ownText = (text: string): ReactNode =>
  text ? (
    <span dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </span>
  ) : (
    '—'
  );
