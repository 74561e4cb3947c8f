import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAlbumRow } from '../../../../core/photos/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../../app/dialogs.tsx';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { trpc } from '../../../app/trpc.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { useContentRefresh } from '../../../components/content/content-api.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PhonePages } from '../../../components/phone-pages.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { AlbumEditModal } from '../album-edit-modal.tsx';
import { PHOTO_PHONE_PATHS, withAlbum } from './paths.ts';

/**
 * /manage_album: the albums as cards (cover, name, photo count); a tap opens its photos on
 * /photo_all. An editor adds (/add_album), edits in a dialog, or deletes one: refused with
 * '{name} is in use' while it holds photos.
 */
export default function AlbumPhoneListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const { params, update } = useListParams();
  const list = trpc.photos.categories.list.useQuery({ page: params.page, pageSize: params.pageSize });
  const remove = trpc.photos.categories.delete.useMutation();
  const refresh = useContentRefresh('photos');
  const [editing, setEditing] = useState<TAlbumRow | null>(null);
  const removeAlbum = (album: TAlbumRow) =>
    remove.mutateAsync({ id: album.id }).then(async () => {
      showSuccess(t('content.categories.deleted', { name: album.nameEn }));
      await refresh();
    }, showError);
  return (
    <PhoneScreen testId="album-phone-list">
      <AddButton label={t('photos.albums.add')} to={PHOTO_PHONE_PATHS.addAlbum} testId="add-album" />
      <Button component={Link} to={PHOTO_PHONE_PATHS.list} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('menu.photos')}
      </Button>
      {list.data?.items.map((album) => (
        <Card key={album.id} withBorder padding="sm" data-testid={`album-card-${album.nameEn}`}>
          <Group wrap="nowrap" justify="space-between">
            <UnstyledButton component={Link} to={withAlbum(PHOTO_PHONE_PATHS.list, album.id)} miw={0} mih={56} style={{ flex: 1 }}>
              <Group wrap="nowrap">
                <PictureThumb src={album.cover} alt="" size={56} />
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {album.nameEn}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[t('photos.phone.photoCount', { count: album.itemCount }), album.visibility === 'hidden' && t('content.visibility.hidden')].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            {canEdit && (
              <Group gap="xs" wrap="nowrap">
                <ActionIcon variant="light" aria-label={t('photos.albums.edit')} onClick={() => setEditing(album)} data-testid={`edit-${album.nameEn}`}>
                  <IconPencil size={20} />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={t('common.delete')}
                  onClick={() => confirmIrreversible({ title: t('catalogue.taxonomy.deleteTitle', { name: album.nameEn }), confirmLabel: t('common.delete'), onConfirm: () => void removeAlbum(album) })}
                  data-testid={`delete-${album.nameEn}`}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Card>
      ))}
      <PhonePages query={list} page={params.page} pageSize={params.pageSize} onChange={(page) => update({ page })} />
      {editing && (
        <AlbumEditModal
          album={editing}
          long
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </PhoneScreen>
  );
}
