import { Alert, Badge, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TProductPromotion } from '../../../core/catalogue/price-lock.ts';
import { useDateTime } from '../../components/format.ts';

/** The campaign that locks a product's prices, and until when: the server refuses price changes until then. */
function useLockText() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  return (promotion: TProductPromotion) => t('catalogue.priceLock.notice', { name: promotion.name, end: formatDateTime(promotion.endAt) });
}

/** The form's notice above prices it shows read-only. */
export function PriceLockNotice({ promotion }: { promotion: TProductPromotion }) {
  const text = useLockText();
  return (
    <Alert color="orange" icon={<IconLock size={18} />} data-testid="price-lock">
      {text(promotion)}
    </Alert>
  );
}

/** A list row's short notice, with the whole of it on hover. */
export function PriceLockBadge({ promotion }: { promotion: TProductPromotion }) {
  const { t } = useTranslation();
  const text = useLockText();
  return (
    <Tooltip label={text(promotion)} multiline w={320} withinPortal>
      <Badge size="sm" color="orange" variant="light" leftSection={<IconLock size={12} />} data-testid="price-lock-badge">
        {t('catalogue.priceLock.badge', { name: promotion.name })}
      </Badge>
    </Tooltip>
  );
}
