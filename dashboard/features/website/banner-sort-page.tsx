import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '../../../core/website/banner-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { SortableArea, SortableRow } from '../../components/sortable-list.tsx';
import { showBannerError } from './banner-size.tsx';
import { WEBSITE_PATHS } from './paths.ts';

/** /website/banner/sort: drag the banners (or move them with the keyboard) into the order the website shows them; each drop is saved. */
export default function BannerSortPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const list = trpc.website.banners.list.useQuery();
  const sort = trpc.website.banners.sort.useMutation();
  const [order, setOrder] = useState<TBanner[]>([]);
  useEffect(() => setOrder(list.data ?? []), [list.data]);
  const move = (next: TBanner[]) => {
    setOrder(next);
    sort.mutateAsync({ ids: next.map((b) => b.id) }).then(
      (saved) => {
        utils.website.banners.list.setData(undefined, saved);
        showSuccess(t('website.banners.sorted'));
      },
      async (error: unknown) => {
        showBannerError(error);
        await utils.website.banners.invalidate();
      },
    );
  };
  return (
    <Stack>
      <PageActions>
        <Button variant="default" component={Link} to={WEBSITE_PATHS.banners} leftSection={<IconArrowLeft size={16} />}>
          {t('website.banners.back')}
        </Button>
      </PageActions>
      <Text c="dimmed" size="sm">
        {t('website.banners.sortHint')}
      </Text>
      <Card withBorder data-testid="banner-sort">
        {order.length === 0 ? (
          <Text c="dimmed">{t('common.nothingYet')}</Text>
        ) : (
          <SortableArea items={order} onMove={move} disabled={!canEdit}>
            <Stack gap="xs">
              {order.map((b) => (
                <SortableRow key={b.id} id={b.id} handleLabel={t('website.banners.move', { name: b.title || t('website.banners.untitled') })} disabled={!canEdit} testId={`sort-banner-${b.id}`}>
                  <Group wrap="nowrap" gap="sm">
                    <PictureThumb src={b.thumbnail} alt={b.title} />
                    <Text size="sm" truncate data-testid="sort-banner-title">
                      {b.title || t('website.banners.untitled')}
                    </Text>
                  </Group>
                </SortableRow>
              ))}
            </Stack>
          </SortableArea>
        )}
      </Card>
    </Stack>
  );
}
