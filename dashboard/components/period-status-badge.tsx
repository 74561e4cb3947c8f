import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodStatus } from '../../core/shared/promotion-period.ts';

const COLORS: Record<PeriodStatus, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };

/** A promotion's status by its period; labels is the i18n prefix of the area's words (ended is "expired" for campaigns). */
export function PeriodStatusBadge({ status, labels }: { status: PeriodStatus; labels: string }) {
  const { t } = useTranslation();
  return <Badge color={COLORS[status]}>{t(`${labels}.${status}`)}</Badge>;
}
