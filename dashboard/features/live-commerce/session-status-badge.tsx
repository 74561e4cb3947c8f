import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLiveSessionStatus } from '../../../core/live-commerce/constants.ts';

const COLORS: Record<TLiveSessionStatus, string> = { scheduled: 'blue', live: 'red', ended: 'gray' };

export function SessionStatusBadge({ status }: { status: TLiveSessionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'live' ? 'filled' : 'light'} color={COLORS[status]} data-testid="session-status">
      {t(`liveCommerce.session.status.${status}`)}
    </Badge>
  );
}
