import { Alert, Anchor, Breadcrumbs, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MARKETPLACE_LIMITS, MARKETPLACE_MESSAGES } from '../../../core/marketplaces/constants.ts';
import type { TMarketplaceProduct } from '../../../core/marketplaces/schema.ts';
import { showDialog, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { BoostChoiceCard } from './boost-choice-card.tsx';
import { MARKETPLACE_PATHS } from './paths.ts';
import { ProductBadges, ProductSku } from './product-badges.tsx';

/**
 * /marketplace-sync/boost/{sid}: the products a Shopee shop's boost draws from (at most 30: "You
 * reached the maximum products selection"); every 4 hours 5 of them are boosted. Lazada has no boost.
 */
export default function BoostScreen() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const shopId = useParams().sid ?? '';
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const utils = trpc.useUtils();
  const shops = trpc.marketplaceSync.shops.useQuery();
  const saved = trpc.marketplaceSync.products.useQuery({ shopId, boost: true, pageSize: 80 });
  const list = trpc.marketplaceSync.products.useQuery({ shopId, page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const [edited, setEdited] = useState<TMarketplaceProduct[] | null>(null);
  const choose = trpc.marketplaceSync.chooseBoost.useMutation({
    onSuccess: async (done) => {
      setEdited(null);
      await utils.marketplaceSync.products.invalidate();
      showSuccess(t('marketplaceSync.boostSaved', { count: done.chosen }));
    },
    onError: showError,
  });
  const error = shops.error ?? saved.error;
  if (error) return <Alert color="red">{errorInfo(error).message}</Alert>;
  const shop = shops.data?.find((s) => s.id === shopId);
  if (!shops.data || !saved.data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const chosen = edited ?? saved.data.items;
  const add = (rows: TMarketplaceProduct[]) => {
    const next = [...chosen, ...rows.filter((r) => !chosen.some((c) => c.id === r.id))];
    if (next.length > MARKETPLACE_LIMITS.boostChoiceMax) showDialog('error', MARKETPLACE_MESSAGES.maxSelection);
    else setEdited(next);
  };
  return (
    <Stack data-testid="marketplace-boost">
      <Breadcrumbs>
        <Anchor component={Link} to={MARKETPLACE_PATHS.shops}>
          {t('menu.marketplaceSync')}
        </Anchor>
        <Text style={{ overflowWrap: 'anywhere' }}>{shop?.storeName ?? ''}</Text>
      </Breadcrumbs>
      {shop?.platform === 'lazada' ? (
        <Alert color="yellow" data-testid="boost-none">
          {translateMessage(MARKETPLACE_MESSAGES.noBoost)}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('marketplaceSync.boostRule')}</Text>
          {shop?.lastBoostAt && (
            <Text size="sm" c="dimmed">
              {t('marketplaceSync.lastBoost', { time: when(shop.lastBoostAt) })}
            </Text>
          )}
          <BoostChoiceCard chosen={chosen} onRemove={(id) => setEdited(chosen.filter((c) => c.id !== id))} onSave={() => choose.mutate({ shopId, productIds: chosen.map((c) => c.id) })} saving={choose.isPending} />
          <ListScreen<TMarketplaceProduct>
            testId="boost-products"
            control={control}
            searchPlaceholder={t('marketplaceSync.searchProducts')}
            records={list.data?.items}
            total={list.data?.total ?? 0}
            fetching={list.isFetching}
            idAccessor="id"
            bulkActions={canEdit ? [{ label: t('marketplaceSync.boostChoose'), run: add }] : undefined}
            columns={[
              {
                accessor: 'sku',
                title: t('marketplaceSync.fields.sku'),
                render: (row) => <ProductSku product={row} />,
              },
              { accessor: 'status', title: t('marketplaceSync.fields.status'), render: (row) => <ProductBadges product={row} /> },
              { accessor: 'stock', title: t('marketplaceSync.fields.stock'), textAlign: 'right' },
              { accessor: 'boostedAt', title: t('marketplaceSync.fields.boostedAt'), render: (row) => (row.boostedAt ? when(row.boostedAt) : '—') },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
