import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** A titled card holding one part of a long settings form (contact, website setting). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
