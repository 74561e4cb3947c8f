import { Alert, Anchor, Breadcrumbs, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { TProductSyncRef, TProductSyncView } from '../../../core/marketplaces/product-link.ts';
import { confirmIrreversible, showDialog, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { formatMoney } from '../../components/format.ts';
import { MapProductControl } from './map-product-control.tsx';
import { productsPath } from './paths.ts';

type Line = TProductSyncView['lines'][number];

/** The platform is the route's: /manage/products/sync2shopee/... or /sync2lazada/... */
const platformOf = (pathname: string): TProductSyncRef['platform'] => (pathname.includes('/sync2lazada/') ? 'lazada' : 'shopee');

/**
 * /manage/products/sync2{shopee|lazada}/shop/{sid}/product/{id}: one catalogue product on one
 * shop. Each line (the product, or each option of its variants) shows the marketplace products
 * mapped to it with what was last pushed to them; a product is mapped from the shop's unmapped
 * ones or unmapped, and push now sends stock and price at once.
 */
export default function ProductSyncScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const params = useParams();
  const ref: TProductSyncRef = { platform: platformOf(useLocation().pathname), shopId: params.sid ?? '', productId: params.id ?? '' };
  const view = trpc.marketplaceSync.productSync.useQuery(ref);
  const push = trpc.marketplaceSync.pushProduct.useMutation({
    onSuccess: async ({ pushed }) => {
      await view.refetch();
      if (pushed > 0) showSuccess(t('marketplaceSync.productSync.pushed', { count: pushed }));
      else showDialog('notice', t('marketplaceSync.productSync.nothingMapped'));
    },
    onError: showError,
  });
  const v = view.data;
  return (
    <Stack data-testid="product-sync">
      <Breadcrumbs>
        <Anchor component={Link} to="/manage/products">
          {t('menu.products')}
        </Anchor>
        {v && (
          <Anchor component={Link} to={`/manage/products/edit/${encodeURIComponent(v.product.id)}`} style={{ overflowWrap: 'anywhere' }}>
            {v.product.name}
          </Anchor>
        )}
        {v && (
          <Anchor component={Link} to={productsPath(v.shop.id)} style={{ overflowWrap: 'anywhere' }}>
            {v.shop.storeName}
          </Anchor>
        )}
      </Breadcrumbs>
      {view.error && <Alert color="red">{errorInfo(view.error).message}</Alert>}
      {!v && !view.error && (
        <Center h={200}>
          <Loader />
        </Center>
      )}
      {v && (
        <>
          <Group justify="space-between" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} style={{ overflowWrap: 'anywhere' }}>
                {v.product.name}
              </Title>
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('marketplaceSync.productSync.onShop', { sku: v.product.sku, store: v.shop.storeName, platform: t(`marketplaceSync.platforms.${v.shop.platform}`) })}
              </Text>
            </Stack>
            {canEdit && (
              <Button leftSection={<IconRefresh size={16} />} loading={push.isPending} onClick={() => push.mutate(ref)} data-testid="push-now">
                {t('marketplaceSync.productSync.pushNow')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('marketplaceSync.productSync.hint')}
          </Text>
          {v.lines.map((line) => (
            <SyncLineCard key={line.optionId ?? 'product'} syncRef={ref} line={line} onChanged={() => void view.refetch()} />
          ))}
        </>
      )}
    </Stack>
  );
}

/** One line: the catalogue's stock and price, the marketplace products mapped to it, and mapping one more. */
function SyncLineCard({ syncRef, line, onChanged }: { syncRef: TProductSyncRef; line: Line; onChanged(): void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const unmap = trpc.marketplaceSync.unmapProduct.useMutation({
    onSuccess: (_done, input) => {
      showSuccess(t('marketplaceSync.productSync.unmapped', { sku: line.listed.find((l) => l.id === input.marketplaceProductId)?.sku ?? '' }));
      onChanged();
    },
    onError: showError,
  });
  const stock = line.stockUnlimited ? t('marketplaceSync.productSync.unlimited') : String(line.stock);
  const headings = [t('marketplaceSync.fields.sku'), t('marketplaceSync.fields.stock'), t('marketplaceSync.fields.price'), t('marketplaceSync.productSync.lastPushed'), ''];
  return (
    <Card withBorder data-testid="sync-line" data-sku={line.sku}>
      <Stack gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.optionId ? `${line.sku} · ${line.name}` : line.sku}
          </Text>
          <Text size="sm" c="dimmed">
            {t('marketplaceSync.productSync.catalogue', { stock, price: formatMoney(line.priceSen) })}
          </Text>
        </div>
        <CardTable
          testId="sync-listed"
          headings={headings}
          records={line.listed}
          row={(l) => (
            <Table.Tr key={l.id} data-testid="sync-listed-row">
              <Table.Td data-label={headings[0]} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" data-testid="sync-listed-sku">
                  {l.sku}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.variantName ? `${l.name} (${l.variantName})` : l.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={headings[1]}>{l.stock}</Table.Td>
              <Table.Td data-label={headings[2]}>{formatMoney(l.priceSen)}</Table.Td>
              <Table.Td data-label={headings[3]} data-testid="sync-pushed">
                {l.pushedStock === null || l.pushedPriceSen === null ? t('marketplaceSync.productSync.notPushed') : t('marketplaceSync.productSync.pushedValues', { stock: l.pushedStock, price: formatMoney(l.pushedPriceSen) })}
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={unmap.isPending && unmap.variables.marketplaceProductId === l.id}
                    onClick={() =>
                      confirmIrreversible({
                        title: t('marketplaceSync.productSync.unmapTitle', { sku: l.sku }),
                        confirmLabel: t('marketplaceSync.productSync.unmap'),
                        onConfirm: () => unmap.mutate({ ...syncRef, marketplaceProductId: l.id }),
                      })
                    }
                    data-testid="sync-unmap"
                  >
                    {t('marketplaceSync.productSync.unmap')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
        {canEdit && <MapProductControl syncRef={syncRef} optionId={line.optionId} onMapped={onChanged} />}
      </Stack>
    </Card>
  );
}
