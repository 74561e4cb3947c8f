import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPortalAd } from '../../../core/portal-ads/schema.ts';

const NAMES = { '-1': 'default', '0': 'expired', '1': 'ongoing' } as const;
const COLORS = { '-1': 'blue', '0': 'gray', '1': 'green' } as const;

/** An ad's state: default (not yet running), on going or expired. */
export function AdStateBadge({ state }: { state: TPortalAd['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[state]} data-testid="ad-state">
      {t(`portalAds.states.${NAMES[state]}`)}
    </Badge>
  );
}
