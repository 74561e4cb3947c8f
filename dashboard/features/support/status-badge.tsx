import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../../../core/support/constants.ts';

const COLORS: Record<TicketStatus, string> = { new: 'blue', in_progress: 'yellow', completed: 'green', canceled: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid={`ticket-status-${status}`}>
      {t(`messages.support.statuses.${status}`)}
    </Badge>
  );
}
