import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { active: 'green', updating: 'blue', expired: 'red' };

/** A shop's status (spec section 4): active, updating while a sync runs, expired until its token is renewed. */
export function ShopStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="shop-status">
      {t(`marketplaceSync.shopStatus.${status}`)}
    </Badge>
  );
}
