import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '../../../core/email-marketing/constants.ts';

const COLORS: Record<CampaignStatus, string> = { draft: 'gray', scheduled: 'blue', sending: 'yellow', sent: 'green', canceled: 'red' };

/** Only drafts and scheduled campaigns may change (docs/email-marketing.md); the others are shown as they went. */
export const isEditable = (status: CampaignStatus) => status === 'draft' || status === 'scheduled';

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="campaign-status">
      {t(`emailMarketing.statuses.${status}`)}
    </Badge>
  );
}
