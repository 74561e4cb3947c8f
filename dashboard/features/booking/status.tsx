import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../core/booking/constants.ts';

/** One colour per status, the same on the lists, the detail and the calendar's events. */
export const STATUS_COLORS: Record<BookingStatus, MantineColor> = { 0: 'yellow', 1: 'green', 2: 'gray' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content" data-testid="booking-status">
      {t(`booking.status.${status}`)}
    </Badge>
  );
}
