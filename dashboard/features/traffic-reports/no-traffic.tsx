import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '../../../core/reports/constants.ts';
import { useSession } from '../../app/session.tsx';

/** Where the site keys are made (the order settings' storefront API keys). */
const SITE_KEYS_PATH = '/mysales/setting';

/**
 * A report with nothing recorded in its period: says so, and where the figures come from (the
 * website or app sends its visitors' events to the storefront events API with its site key).
 */
export function NoTraffic({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { can } = useSession();
  return (
    <Alert color="blue" variant="light" icon={<IconPlugConnected size={18} />} title={t('reports.traffic.empty.title')} data-testid="no-traffic">
      <Stack gap={4}>
        <Text size="sm">{t(`reports.traffic.empty.${channel}`)}</Text>
        {can('my_sales', 'view') && (
          <Anchor component={Link} to={SITE_KEYS_PATH} size="sm">
            {t('reports.traffic.empty.siteKeys')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
