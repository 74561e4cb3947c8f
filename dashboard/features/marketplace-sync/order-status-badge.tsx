import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { unpaid: 'yellow', to_ship: 'blue', shipped: 'indigo', completed: 'green', cancelled: 'red' };

/** A marketplace order's state as the marketplace says it. */
export function MarketOrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="market-order-status">
      {t(`marketplaceSync.orderStates.${status}`)}
    </Badge>
  );
}
