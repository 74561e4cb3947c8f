import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAlbumRow } from '../../../core/photos/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { NamedListScreen } from '../../components/list/named-list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { AlbumEditModal } from './album-edit-modal.tsx';
import { PHOTO_PATHS } from './paths.ts';

/** /manage/photos/category: the albums (the photos' categories): add, edit, delete ('{name} is in use' while it holds photos). */
export default function AlbumsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.photos.categories.list.useQuery({ page, pageSize, ...(search && { search }) });
  const remove = trpc.photos.categories.delete.useMutation();
  const refresh = useContentRefresh('photos');
  const [editing, setEditing] = useState<TAlbumRow | null>(null);
  return (
    <>
      <NamedListScreen<TAlbumRow>
        testId="album-list"
        addLabel={t('photos.albums.add')}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        usage={{ accessor: 'itemCount', title: t('photos.albums.photos') }}
        columns={[
          {
            accessor: 'nameEn',
            title: t('photos.albums.name'),
            render: (a) => (
              <Group gap="sm" wrap="nowrap">
                <PictureThumb src={a.cover} alt={a.nameEn} size={48} />
                <div>
                  <Text size="sm">{a.nameEn}</Text>
                  <Text size="xs" c="dimmed">
                    {[a.nameCn, a.nameBm].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
            ),
          },
          {
            accessor: 'visibility',
            title: t('content.visibility.label'),
            render: (a) => (
              <Group gap={4}>
                <Badge color={a.visibility === 'public' ? 'green' : 'gray'}>{t(`content.visibility.${a.visibility}`)}</Badge>
                {a.featured && <Badge variant="light">{t('photos.albums.featured')}</Badge>}
              </Group>
            ),
          },
          { accessor: 'sort', title: t('content.categories.sort'), textAlign: 'right', width: 90 },
        ]}
        nameOf={(a) => a.nameEn}
        onAdd={() => void navigate(PHOTO_PATHS.addAlbum)}
        onEdit={setEditing}
        onDelete={(a) =>
          void remove.mutateAsync({ id: a.id }).then(async () => {
            showSuccess(t('content.categories.deleted', { name: a.nameEn }));
            await refresh();
          }, showError)
        }
      />
      {editing && (
        <AlbumEditModal
          album={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
