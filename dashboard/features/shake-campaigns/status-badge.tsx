import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShakeStatus } from '../../../core/shake/status.ts';

const COLORS: Record<ShakeStatus, string> = { pending: 'yellow', running: 'green', stopped: 'red', ended: 'gray', expired: 'gray' };

/** A campaign's status; a pending one says in how many days it starts. */
export function ShakeStatusBadge({ status, startsInDays }: { status: ShakeStatus; startsInDays: number }) {
  const { t } = useTranslation();
  const label = status === 'pending' && startsInDays > 0 ? t('shakeCampaigns.startsIn', { count: startsInDays }) : t(`shakeCampaigns.status.${status}`);
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="shake-status">
      {label}
    </Badge>
  );
}
