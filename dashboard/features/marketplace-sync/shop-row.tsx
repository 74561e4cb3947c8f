import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconKey, IconList, IconPlugConnectedX, IconRefresh, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETPLACE_MESSAGES, SHOP_STATUS } from '../../../core/marketplaces/constants.ts';
import type { TMarketplaceShopView } from '../../../core/marketplaces/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { ConnectButton } from './connect-button.tsx';
import { boostPath, productsPath } from './paths.ts';
import { ShopStatusBadge } from './shop-status-badge.tsx';

/**
 * One connected shop: its store, ids, status and update time; its products and (Shopee) boost; Sync now; for an
 * expired shop the spec's message with Renew token and Reconnect; Disconnect, asked first.
 */
export function ShopRow({ shop }: { shop: TMarketplaceShopView }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const when = useDateTime();
  const utils = trpc.useUtils();
  const refresh = () => utils.marketplaceSync.invalidate();
  // Every act refreshes the shops, whether it went through (saying so) or was refused: a refusal may have expired the shop.
  const reporting = (done: string) => ({
    onSuccess: async () => {
      await refresh();
      showSuccess(t(done, { name: shop.storeName }));
    },
    onError: async (error: unknown) => {
      await refresh();
      showError(error);
    },
  });
  // The sync runs as a job; the shop shows updating until it ends (the shop list polls meanwhile).
  const sync = trpc.marketplaceSync.sync.useMutation(reporting('marketplaceSync.syncStarted'));
  const renew = trpc.marketplaceSync.renewToken.useMutation(reporting('marketplaceSync.renewed'));
  const disconnect = trpc.marketplaceSync.disconnect.useMutation(reporting('marketplaceSync.disconnected'));
  const expired = shop.status === SHOP_STATUS.expired;
  return (
    <Table.Tr data-testid="shop-row" data-shop={shop.shopId}>
      <Table.Td data-label={t('marketplaceSync.fields.store')}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={productsPath(shop.id)} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="shop-products">
            {shop.storeName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(`marketplaceSync.platforms.${shop.platform}`)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={t('marketplaceSync.fields.shopId')}>{shop.shopId}</Table.Td>
      <Table.Td data-label={t('marketplaceSync.fields.country')}>{shop.country}</Table.Td>
      <Table.Td data-label={t('marketplaceSync.fields.status')}>
        <Stack gap={4} align="flex-start">
          <ShopStatusBadge status={shop.status} />
          {expired ? (
            <Alert color="red" p="xs" data-testid="shop-token-invalid">
              {translateMessage(MARKETPLACE_MESSAGES.tokenInvalid)}
            </Alert>
          ) : shop.lastError ? (
            <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }} data-testid="shop-error">
              {translateMessage(shop.lastError)}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td data-label={t('marketplaceSync.fields.updated')}>
        <Stack gap={0}>
          <Text size="sm">{when(shop.updatedAt)}</Text>
          {shop.lastSyncAt && (
            <Text size="xs" c="dimmed">
              {t('marketplaceSync.lastSync', { time: when(shop.lastSyncAt) })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap">
          <Button size="compact-sm" variant="subtle" component={Link} to={productsPath(shop.id)} leftSection={<IconList size={14} />}>
            {t('marketplaceSync.products')}
          </Button>
          {shop.platform === 'shopee' && (
            <Button size="compact-sm" variant="subtle" component={Link} to={boostPath(shop.id)} leftSection={<IconRocket size={14} />} data-testid="shop-boost">
              {t('marketplaceSync.boost')}
            </Button>
          )}
          {canEdit && !expired && (
            <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} loading={sync.isPending} disabled={shop.status === SHOP_STATUS.updating} onClick={() => sync.mutate({ id: shop.id })} data-testid="shop-sync">
              {t('marketplaceSync.syncNow')}
            </Button>
          )}
          {canEdit && expired && (
            <>
              <Button size="compact-sm" variant="light" leftSection={<IconKey size={14} />} loading={renew.isPending} onClick={() => renew.mutate({ id: shop.id })} data-testid="shop-renew">
                {t('marketplaceSync.renewToken')}
              </Button>
              <ConnectButton compact platform={shop.platform} label={t('marketplaceSync.reconnect')} testId="shop-reconnect" />
            </>
          )}
          {canEdit && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconPlugConnectedX size={14} />}
              loading={disconnect.isPending}
              onClick={() => confirmIrreversible({ title: t('marketplaceSync.disconnectTitle', { name: shop.storeName }), confirmLabel: t('marketplaceSync.disconnect'), onConfirm: () => disconnect.mutate({ id: shop.id }) })}
              data-testid="shop-disconnect"
            >
              {t('marketplaceSync.disconnect')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
