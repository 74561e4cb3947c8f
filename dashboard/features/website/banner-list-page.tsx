import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconArrowsSort, IconEye, IconEyeOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBanner } from '../../../core/website/banner-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { BannerForm } from './banner-form.tsx';
import { showBannerError } from './banner-size.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { WEBSITE_PATHS } from './paths.ts';

/** /website/banner: the website's banners in order, added, shown or hidden, edited and deleted. */
export default function BannerListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const list = trpc.website.banners.list.useQuery();
  const update = trpc.website.banners.update.useMutation();
  const remove = trpc.website.banners.delete.useMutation();
  const create = trpc.website.banners.create.useMutation();
  const [adding, setAdding] = useState(false);
  const refresh = () => utils.website.banners.invalidate();
  const toggle = (b: TBanner) =>
    update.mutateAsync({ id: b.id, pictureId: b.pictureId, title: b.title, url: b.url, visibility: b.visibility === 'public' ? 'hidden' : 'public' }).then(refresh, showBannerError);
  const name = (b: TBanner) => b.title || t('website.banners.untitled');
  return (
    <Stack>
      {canEdit && (
        <PageActions>
          <Group gap="xs">
            <Button variant="default" component={Link} to={WEBSITE_PATHS.bannerSort} leftSection={<IconArrowsSort size={16} />}>
              {t('website.banners.sort')}
            </Button>
            <Button onClick={() => setAdding(true)} leftSection={<IconPlus size={16} />} data-testid="banner-add">
              {t('website.banners.add')}
            </Button>
          </Group>
        </PageActions>
      )}
      <Card withBorder>
        <CardTable<TBanner>
          testId="banner-table"
          headings={[t('website.banners.picture'), t('website.banners.title'), t('website.banners.size'), t('content.visibility.label'), '']}
          records={list.data}
          row={(b) => (
            <Table.Tr key={b.id} data-testid={`banner-${b.id}`}>
              <Table.Td data-label={t('website.banners.picture')}>
                <PictureThumb src={b.thumbnail} alt={name(b)} />
              </Table.Td>
              <Table.Td data-label={t('website.banners.title')}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name(b)}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('website.banners.size')}>{t('website.banners.pixels', { width: b.width, height: b.height })}</Table.Td>
              <Table.Td data-label={t('content.visibility.label')}>
                <Badge color={b.visibility === 'public' ? 'green' : 'gray'}>{t(`content.visibility.${b.visibility}`)}</Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" component={Link} to={WEBSITE_PATHS.bannerEdit(b.id)} aria-label={t('common.edit')}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  {canEdit && (
                    <ActionIcon variant="subtle" onClick={() => void toggle(b)} aria-label={t(b.visibility === 'public' ? 'content.list.hide' : 'content.list.show')}>
                      {b.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                    </ActionIcon>
                  )}
                  {canEdit && (
                    <RowDeleteButton title={t('website.banners.deleteOne', { name: name(b) })} onConfirm={() => void remove.mutateAsync({ id: b.id }).then(refresh, showBannerError)} />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
      <Modal opened={adding} onClose={() => setAdding(false)} title={<Text fw={700}>{t('website.banners.add')}</Text>} centered>
        <BannerForm
          save={(values) => create.mutateAsync(values)}
          onSaved={() => {
            setAdding(false);
            showSuccess(t('website.banners.saved'));
            void refresh();
          }}
        />
      </Modal>
    </Stack>
  );
}
