import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BindRequestStatus, CardStatus } from '../../../core/business-tag/constants.ts';

const REQUEST_COLORS: Record<BindRequestStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', canceled: 'gray' };

export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'activated' ? 'green' : 'gray'} variant="light">
      {t(`businessTag.status.${status}`)}
    </Badge>
  );
}

export function RequestStatusBadge({ status }: { status: BindRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={REQUEST_COLORS[status]} variant="light" data-testid={`request-status-${status}`}>
      {t(`businessTag.requests.status.${status}`)}
    </Badge>
  );
}
