import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'gray', 4: 'indigo', 5: 'red', 6: 'cyan', 7: 'yellow', 8: 'green', 9: 'grape', 10: 'orange', 11: 'teal' };

/** An order or quotation status by its id, in the sales screens' wording. */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
