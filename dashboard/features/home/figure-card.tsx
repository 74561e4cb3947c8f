import type { ReactNode } from 'react';
import { Badge, Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Names the figure in tests and links. */
  name: string;
  label: string;
  value: string;
  /** The filtered list the figure counts. */
  to: string;
  /** A line under the value (yesterday's figure, since when). */
  note?: ReactNode;
  /** Today against yesterday: the badge says up or down and by how much. */
  change?: { today: number; yesterday: number };
  /** A figure that asks for attention when above 0 is tinted. */
  alert?: boolean;
}

/** Percent change, or null when yesterday had nothing to compare with. */
const percentChange = (today: number, yesterday: number) => (yesterday === 0 ? null : Math.round(((today - yesterday) / yesterday) * 100));

function ChangeBadge({ today, yesterday }: { today: number; yesterday: number }) {
  const { t } = useTranslation();
  if (today === yesterday) return <Badge variant="light" color="gray">{t('home.figures.same')}</Badge>;
  const up = today > yesterday;
  const percent = percentChange(today, yesterday);
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge variant="light" color={up ? 'teal' : 'red'} leftSection={<Icon size={12} aria-hidden />}>
      {percent === null ? t('home.figures.new') : t(up ? 'home.figures.up' : 'home.figures.down', { percent: Math.abs(percent) })}
    </Badge>
  );
}

/** One figure of the merchant's day: the whole card opens the list it counts. */
export function FigureCard({ name, label, value, to, note, change, alert }: Props) {
  return (
    <Card withBorder padding="md" component={Link} to={to} data-figure={name} bg={alert ? 'orange.0' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {change && <ChangeBadge {...change} />}
      </Group>
      <Text fz={28} fw={700} data-value>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}
