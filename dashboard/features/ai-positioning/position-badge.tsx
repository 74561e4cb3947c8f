import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the shop came in an AI answer: at #n, not mentioned, or not checked yet. */
export function PositionBadge({ checked, rank }: { checked: boolean; rank: number | null }) {
  const { t } = useTranslation();
  if (!checked) return <Badge variant="outline" color="gray">{t('aiPositioning.notChecked')}</Badge>;
  return (
    <Badge variant="light" color={rank ? 'green' : 'orange'} data-testid="positioning-rank">
      {rank ? t('aiPositioning.rank', { rank }) : t('aiPositioning.notMentioned')}
    </Badge>
  );
}
