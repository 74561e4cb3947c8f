import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TParcelStatus } from '../../../core/parcels/tracking/port.ts';

const COLORS: Record<TParcelStatus, string> = {
  pending: 'gray',
  in_transit: 'blue',
  out_for_delivery: 'cyan',
  delivered: 'green',
  failed_attempt: 'orange',
  returned: 'red',
};

/** A parcel's status as the list's tabs name it. */
export function ParcelStatusBadge({ status }: { status: TParcelStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="parcel-status">
      {t(`parcels.status.${status}`)}
    </Badge>
  );
}
