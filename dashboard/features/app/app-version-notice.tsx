import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

/** Says when the merchant's app is older than the app screens need (platform.md section 9: 8.4.2 or above); nothing otherwise. */
export function AppVersionNotice() {
  const { t } = useTranslation();
  const settings = trpc.appManagement.settings.useQuery();
  if (!settings.data || settings.data.supported) return null;
  return (
    <Alert color="yellow" data-testid="app-version-notice">
      {t('app.versionNotice', { min: settings.data.minVersion, version: settings.data.appVersion || t('app.noVersion') })}
    </Alert>
  );
}
