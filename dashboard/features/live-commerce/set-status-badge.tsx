import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLiveSetStatus } from '../../../core/live-commerce/constants.ts';

/** A product set's (or item's) status: active sells in lives, inactive does not. */
export function SetStatusBadge({ status }: { status: TLiveSetStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {t(`liveCommerce.setStatus.${status}`)}
    </Badge>
  );
}
