import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_STATUS } from '../../../core/marketplaces/constants.ts';
import { JOB_POLL_MS } from '../../components/jobs/job-state.ts';
import { Link } from 'react-router';
import type { MarketplacePlatform } from '../../../core/marketplaces/port.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { useSignInReturn } from '../../components/use-sign-in-return.ts';
import { MARKETPLACE_PATHS } from './paths.ts';
import { ConnectButton } from './connect-button.tsx';
import { ShopRow } from './shop-row.tsx';

const PLATFORMS: MarketplacePlatform[] = ['shopee', 'lazada'];
const isPlatform = (value: string | null): value is MarketplacePlatform => PLATFORMS.includes(value as MarketplacePlatform);

/**
 * /marketplace-sync: the connected Shopee and Lazada shops, each with its products, sync, renew
 * token or reconnect, and disconnect. Connect goes to the marketplace's authorization page, which
 * sends the browser back here (platform, state, code and Shopee's shop id) to finish.
 */
export default function ShopsScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  // Asked again while a shop syncs, so its row shows the sync's end (its time, or the refusal).
  const shops = trpc.marketplaceSync.shops.useQuery(undefined, { refetchInterval: (q) => (q.state.data?.some((s) => s.status === SHOP_STATUS.updating) ? JOB_POLL_MS : false) });
  const finish = trpc.marketplaceSync.finishConnect.useMutation({
    onSuccess: async (shop) => {
      await utils.marketplaceSync.shops.invalidate();
      showSuccess(t('marketplaceSync.connected', { name: shop.storeName }));
    },
    onError: showError,
  });
  const { mutate } = finish;
  const returning = useSignInReturn(
    useCallback(
      (answer: { code: string; state: string }, search: URLSearchParams) => {
        const platform = search.get('platform');
        if (isPlatform(platform) && answer.code) mutate({ ...answer, platform, shopId: search.get('shop_id') ?? '' });
      },
      [mutate],
    ),
  );
  if (shops.error) return <Alert color="red">{errorInfo(shops.error).message}</Alert>;
  if (!shops.data || returning || finish.isPending)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  return (
    <Stack data-testid="marketplace-shops">
      <PageActions>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" component={Link} to={MARKETPLACE_PATHS.orders} leftSection={<IconReceipt size={16} />}>
            {t('menu.marketplaceOrders')}
          </Button>
          {canEdit && PLATFORMS.map((platform) => <ConnectButton key={platform} platform={platform} label={t(`marketplaceSync.connect.${platform}`)} testId={`connect-${platform}`} />)}
        </Group>
      </PageActions>
      <CardTable
        testId="shop-table"
        headings={[t('marketplaceSync.fields.store'), t('marketplaceSync.fields.shopId'), t('marketplaceSync.fields.country'), t('marketplaceSync.fields.status'), t('marketplaceSync.fields.updated'), '']}
        records={shops.data}
        row={(shop) => <ShopRow key={shop.id} shop={shop} />}
      />
    </Stack>
  );
}
