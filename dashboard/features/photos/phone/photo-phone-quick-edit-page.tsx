import { useState } from 'react';
import { Button, Card, Group, Image, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_PAGE_SIZES } from '../../../../core/photos/constants.ts';
import { ZPhotoQuickEdit, type TPhotoRow } from '../../../../core/photos/schema.ts';
import { showError, showSuccess } from '../../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { useContentRefresh } from '../../../components/content/content-api.ts';
import { CONTENT_FILTER_KEYS, contentListInput } from '../../../components/content/content-list-input.ts';
import { checkPatches, type QuickField, type QuickPatch } from '../../../components/content/quick-edit-changes.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PhonePages } from '../../../components/phone-pages.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { PhoneCategoryFilter } from '../../../components/phone-list-filters.tsx';
import { issueMessage, translateMessage } from '../../../i18n/messages.ts';
import { PHOTO_PHONE_PATHS, withAlbum } from './paths.ts';

/**
 * /quick_photo_edit: an album's photos, each with its title, status and sort number editable in
 * place. A phone has no room for a Save-all bar, so each change is saved as it is made (a title or
 * sort number when its field is left, the status when it is switched), as one quick edit.
 */
export default function PhotoPhoneQuickEditPage() {
  const { t } = useTranslation();
  const control = useListParams({ filterKeys: CONTENT_FILTER_KEYS, pageSizes: PHOTO_PAGE_SIZES.grid });
  const { params } = control;
  const list = trpc.photos.list.useQuery(contentListInput(params));
  const albums = trpc.photos.categories.options.useQuery().data ?? [];
  const albumId = params.filters.category || null;
  return (
    <PhoneScreen testId="photo-phone-quick-edit">
      <Button component={Link} to={withAlbum(PHOTO_PHONE_PATHS.list, albumId)} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('menu.photos')}
      </Button>
      <PhoneCategoryFilter control={control} options={albums} label={t('photos.album')} allLabel={t('photos.allAlbums')} testId="album-filter" />
      {list.data?.items.map((row) => (
        // Keyed by the stored values too: once a change is saved and the list reloaded, the card starts again from them.
        <QuickPhotoCard key={`${row.id}:${row.titleEn}:${row.sort}`} row={row} />
      ))}
      <PhonePages query={list} page={params.page} pageSize={params.pageSize} onChange={(page) => control.update({ page })} />
    </PhoneScreen>
  );
}

function QuickPhotoCard({ row }: { row: TPhotoRow }) {
  const { t } = useTranslation();
  const quickEdit = trpc.photos.quickEdit.useMutation();
  const refresh = useContentRefresh('photos');
  const [title, setTitle] = useState(row.titleEn);
  const [sort, setSort] = useState<number | ''>(row.sort);
  const [errors, setErrors] = useState<Partial<Record<QuickField, string>>>({});
  const name = row.titleEn || t('photos.untitled');

  /** Checks the change with core's schema, then saves it; a refusal shows under its field. */
  const save = (patch: QuickPatch) => {
    const found = checkPatches(new Map([[row.id, patch]]), ZPhotoQuickEdit).get(row.id);
    if (found) return setErrors(found);
    setErrors({});
    quickEdit.mutateAsync({ id: row.id, ...patch }).then(
      async () => {
        showSuccess(t('content.quickEdit.saved', { count: 1 }));
        await refresh();
      },
      (error: unknown) => {
        const fields = errorInfo(error).fieldErrors;
        if (fields && Object.keys(fields).length > 0) setErrors(fields as Partial<Record<QuickField, string>>);
        else showError(error);
      },
    );
  };
  const errorOf = (field: QuickField) => errors[field] && translateMessage(issueMessage(errors[field]));

  return (
    <Card withBorder padding="sm" data-testid={`quick-photo-${row.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={row.thumbnail} alt={name} w={64} h={64} radius="sm" fit="cover" />
        <Stack gap="xs" miw={0} style={{ flex: 1 }}>
          <TextInput
            aria-label={`${t('content.form.title')} ${name}`}
            placeholder={t('content.form.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            onBlur={() => title !== row.titleEn && save({ title })}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            enterKeyHint="done"
            error={errorOf('title')}
          />
          <Group wrap="nowrap" gap="sm">
            <NumberInput
              w={110}
              min={0}
              allowDecimal={false}
              inputMode="numeric"
              aria-label={`${t('content.form.sort')} ${name}`}
              leftSection={<span aria-hidden>#</span>}
              value={sort}
              onChange={(value) => setSort(value === '' ? '' : Number(value))}
              onBlur={() => sort !== row.sort && save({ sort: sort === '' ? Number.NaN : sort })}
              error={errorOf('sort')}
            />
            <Switch
              size="lg"
              aria-label={`${t('content.visibility.label')} ${name}`}
              label={t(`content.visibility.${row.visibility}`)}
              checked={row.visibility === 'public'}
              disabled={quickEdit.isPending}
              onChange={(e) => save({ visibility: e.currentTarget.checked ? 'public' : 'hidden' })}
            />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
