import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { EmailAddOnCard } from './email-add-on-card.tsx';
import { GatewaysCard } from './gateways-card.tsx';
import { PLUGIN_PATHS } from './paths.ts';

/** /{product}-add-on: extra e-mail accounts bought by the year, and payment gateways asked of the account manager. */
export default function AddOnsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const overview = trpc.plugins.addOns.useQuery();
  return (
    <Stack>
      <Anchor component={Link} to={PLUGIN_PATHS.addOnRecords} size="sm">
        {t('menu.addOnRecords')}
      </Anchor>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {overview.data && <EmailAddOnCard overview={overview.data} canEdit={canEdit} />}
        <GatewaysCard canEdit={canEdit} />
      </SimpleGrid>
    </Stack>
  );
}
