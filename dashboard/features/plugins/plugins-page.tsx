import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { hrefOf, PLUGIN_PATHS } from './paths.ts';
import { PluginCard } from './plugin-card.tsx';
import { SlotUsage } from './slot-usage.tsx';

/** /plugins: the catalogue as the merchant has it, the slots each type has left, and switching plugins on and off or buying them. */
export default function PluginsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const overview = trpc.plugins.overview.useQuery();
  const done = (message: string) => async () => {
    showSuccess(message);
    await utils.plugins.invalidate();
  };
  const activate = trpc.plugins.activate.useMutation({ onSuccess: done(t('plugins.activated')), onError: showError });
  const deactivate = trpc.plugins.deactivate.useMutation({ onSuccess: done(t('plugins.deactivated')), onError: showError });
  const buy = trpc.plugins.buy.useMutation({ onSuccess: ({ pageUrl }) => window.location.assign(pageUrl), onError: showError });
  const pendingKey = [activate, deactivate, buy].find((m) => m.isPending)?.variables?.key;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('plugins.intro')}
      </Text>
      {overview.data && <SlotUsage slots={overview.data.slots} />}
      <Group gap="md">
        <Anchor component={Link} to={PLUGIN_PATHS.purchased} size="sm">
          {t('menu.purchasedPlugins')}
        </Anchor>
        <Anchor component={Link} to={hrefOf(PLUGIN_PATHS.addOns)} size="sm" data-testid="add-ons-link">
          {t('plugins.addOns.title')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {overview.data?.plugins.map((plugin) => (
          <PluginCard
            key={plugin.key}
            plugin={plugin}
            actions={{
              canEdit,
              busy: pendingKey === plugin.key,
              onSwitch: (on) => (on ? activate : deactivate).mutate({ key: plugin.key }),
              onBuy: () => buy.mutate({ key: plugin.key }),
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
