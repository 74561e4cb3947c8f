import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';

export interface ReportCardHeading {
  title: string;
  /** A line under the title: how to read what follows. */
  hint?: string;
  /** Beside the title (a link to the whole list). */
  action?: ReactNode;
}

/** A titled card of a report: one of its charts or tables. */
export function ReportCard({ title, hint, action, children }: ReportCardHeading & { children: ReactNode }) {
  const heading = (
    <Title order={2} size="h4" mb={hint || action ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Card withBorder>
      {action ? (
        <Group justify="space-between" mb={hint ? undefined : 'sm'} wrap="wrap">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {hint ? (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
