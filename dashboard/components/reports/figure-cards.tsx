import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Figure {
  label: string;
  value: string;
  /** The same figure's change against the previous period, in percent (null: nothing to compare with). */
  change?: number | null;
  /** A line under the figure (the same month a year before). */
  detail?: string;
  testId?: string;
}

/** A report's headline figures, each with its change against the previous period when given. */
export function FigureCards({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(figures.length, 6) }}>
      {figures.map((f) => (
        <Card key={f.label} withBorder padding="sm" data-testid={f.testId}>
          <Text size="sm" c="dimmed">
            {f.label}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="lg" data-testid={f.testId && `${f.testId}-value`}>
              {f.value}
            </Text>
            {f.change === undefined ? null : (
              <Badge variant="light" color={f.change === null ? 'gray' : f.change >= 0 ? 'teal' : 'red'} title={t('reports.comparedWithPrevious')}>
                {f.change === null ? '—' : `${f.change >= 0 ? '+' : ''}${f.change.toFixed(1)}%`}
              </Badge>
            )}
          </Group>
          {f.detail && (
            <Text size="xs" c="dimmed">
              {f.detail}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
