import { NumberInput, Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GALLERY_LIMITS, GALLERY_MESSAGES } from '../../../core/gallery/constants.ts';
import { ZGalleryBatchInput } from '../../../core/gallery/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useScreenForm } from '../../app/forms.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { PictureBatchForm } from '../../components/content/picture-batch-form.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { GroupSelect } from './group-select.tsx';
import { GALLERY_PATHS } from './paths.ts';

const MAX = GALLERY_LIMITS.batchMax;
/** What the batch goes into: core's rules of these fields (group, category, starting order: all required). */
const ZTargets = ZGalleryBatchInput.pick({ groupId: true, categoryId: true, sort: true });
type Targets = { groupId: string; categoryId: string; sort: number | string };

/** /manage/other/add-multiple: at most 20 JPG, PNG or GIF pictures into one group and category, numbered from a starting order. */
export default function GalleryAddMultiplePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = trpc.gallery.categories.options.useQuery().data ?? [];
  const targets = useScreenForm<Targets>({ initialValues: { groupId: '', categoryId: '', sort: 0 }, validate: schemaResolver(ZTargets) });
  const addMany = trpc.gallery.addMany.useMutation();
  const refresh = useContentRefresh('gallery');

  return (
    <RecordPage listPath={GALLERY_PATHS.list} listTitle={t('menu.gallery')} adding record={{ error: null, data: undefined }}>
      {() => (
        <PictureBatchForm
          max={MAX}
          messages={{ tooMany: GALLERY_MESSAGES.tooMany, atLeastOne: GALLERY_MESSAGES.pictureRequired }}
          texts={{ drop: t('gallery.addMultiple.drop'), dropHint: (count) => t('gallery.addMultiple.dropHint', { max: MAX, count }) }}
          checkTargets={() => !targets.validate().hasErrors}
          onSave={(batch) =>
            addMany.mutate(
              { ...targets.getValues(), sort: Number(targets.getValues().sort), ...batch },
              {
                onSuccess: async ({ ids }) => {
                  showSuccess(t('gallery.addMultiple.added', { count: ids.length }));
                  await refresh();
                  void navigate(GALLERY_PATHS.list);
                },
                onError: (error) => {
                  const fields = errorInfo(error).fieldErrors ?? {};
                  if (fields.groupId || fields.categoryId || fields.sort) targets.setErrors(fields);
                  else showError(error);
                },
              },
            )
          }
          saving={addMany.isPending}
          saved={addMany.isSuccess}
          back={GALLERY_PATHS.list}
          testId="gallery-batch-form"
          dropTestId="gallery-drop"
        >
          <GroupSelect withAsterisk data-testid="batch-group" {...targets.getInputProps('groupId')} />
          <Select
            label={t('content.list.category')}
            withAsterisk
            searchable
            data={categories.map((c) => ({ value: c.id, label: c.nameEn }))}
            data-testid="batch-category"
            {...targets.getInputProps('categoryId')}
          />
          <NumberInput label={t('gallery.startOrder')} description={t('gallery.startOrderHint')} withAsterisk min={0} allowDecimal={false} data-testid="batch-order" {...targets.getInputProps('sort')} />
        </PictureBatchForm>
      )}
    </RecordPage>
  );
}
