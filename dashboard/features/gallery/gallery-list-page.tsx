import { Button, Group, Text } from '@mantine/core';
import { IconBolt, IconPhotoPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGalleryRow } from '../../../core/gallery/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { ContentListScreen, type ExtraFilters } from '../../components/content/content-list-screen.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { galleryScreen } from './gallery-screen.ts';
import { GALLERY_PATHS } from './paths.ts';

const GROUP_KEYS = ['group'] as const;

/** /manage/other: the gallery with thumbnail, group and category, in the merchant's order by default; filter by group too. */
export default function GalleryListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const groups = trpc.gallery.groups.options.useQuery().data ?? [];
  const groupFilter: ExtraFilters = {
    keys: GROUP_KEYS,
    render: (control) => (
      <FilterSelect control={control} name="group" label={t('gallery.group')} allLabel={t('gallery.allGroups')} data={groups.map((g) => ({ value: g.id, label: g.nameEn }))} width={180} />
    ),
    input: (filters) => (filters.group ? { groupId: filters.group } : {}),
  };
  return (
    <ContentListScreen
      screen={galleryScreen}
      testId="gallery-list"
      extraFilters={groupFilter}
      toolbar={
        canEdit && (
          <>
            <Button variant="default" component={Link} to={GALLERY_PATHS.addMultiple} leftSection={<IconPhotoPlus size={16} />} data-testid="gallery-add-multiple">
              {t('gallery.addMultiple.title')}
            </Button>
            <Button variant="default" component={Link} to={GALLERY_PATHS.quickEdit} leftSection={<IconBolt size={16} />} data-testid="gallery-quick-edit">
              {t('content.list.quickEdit')}
            </Button>
          </>
        )
      }
      columns={[
        {
          accessor: 'titleEn',
          title: t('content.form.title'),
          render: (row: TGalleryRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.thumbnail} alt={row.titleEn} size={48} />
              <Text size="sm">{row.titleEn || '—'}</Text>
            </Group>
          ),
        },
        { accessor: 'groupName', title: t('gallery.group') },
      ]}
    />
  );
}
