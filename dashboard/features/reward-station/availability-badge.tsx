import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AvailabilityId, RedemptionStatusId } from '../../../core/reward-station/constants.ts';

const AVAILABILITY_COLOR: Record<AvailabilityId, string> = { 0: 'gray', 1: 'green', 2: 'blue' };
const STATUS_COLOR: Record<RedemptionStatusId, string> = { 1: 'yellow', 2: 'green', 3: 'red' };

export function AvailabilityBadge({ availability }: { availability: AvailabilityId }) {
  const { t } = useTranslation();
  return (
    <Badge color={AVAILABILITY_COLOR[availability]} variant="light">
      {t(`rewardStation.availability.${availability}`)}
    </Badge>
  );
}

export function RedemptionStatusBadge({ status }: { status: RedemptionStatusId }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`rewardStation.status.${status}`)}
    </Badge>
  );
}
