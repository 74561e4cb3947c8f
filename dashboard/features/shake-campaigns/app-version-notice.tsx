import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

/** Says so when the merchant's app is older than SMS and app management need. */
export function AppVersionNotice() {
  const { t } = useTranslation();
  const notice = trpc.shakeCampaigns.appVersion.useQuery();
  if (!notice.data?.outdated) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="app-version-notice">
      {t('shakeCampaigns.sms.appVersion', { required: notice.data.required, version: notice.data.appVersion || '—' })}
    </Alert>
  );
}
