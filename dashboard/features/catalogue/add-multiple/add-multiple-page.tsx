import { useEffect, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '../../../../core/catalogue/constants.ts';
import { showDialog, showSuccess } from '../../../app/dialogs.tsx';
import { useScreenForm } from '../../../app/forms.ts';
import { LeaveGuard } from '../../../app/leave-guard.tsx';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { FileDrop } from '../../../components/file-drop.tsx';
import { useUploader } from '../../../components/use-uploader.ts';
import { CategorySelect } from '../../../components/category-select.tsx';
import { PhotoRowsTable } from './photo-rows-table.tsx';
import { fieldOfRow, nameFromFile, productOf, skuFromName, validateBatch, type AddMultipleValues } from './add-multiple-values.ts';

const LIST = '/manage/products';
const MAX = CATALOGUE_LIMITS.addMultipleMaxPhotos;

/** /manage/products/add-multiple: up to 20 photos, each becoming a product, with shared categories and description (editors only: the route asks for the Editor level). */
export default function AddMultiplePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useScreenForm<AddMultipleValues>({ initialValues: { categoryIds: [], detailEn: '', rows: [] }, validate: validateBatch });
  const create = trpc.products.createMany.useMutation();
  const [done, setDone] = useState(false);
  const rows = form.getValues().rows;

  const { upload, uploading } = useUploader('product-image', (uploaded, file) => {
    const nameEn = nameFromFile(file.name);
    form.insertListItem('rows', { uploadId: uploaded.id, nameEn, sku: skuFromName(nameEn), priceSen: null, stock: 0 });
  });
  const add = (files: File[]) => {
    if (form.getValues().rows.length + files.length > MAX) showDialog('notice', CATALOGUE_MESSAGES.tooManyPhotos);
    else upload(files);
  };

  useEffect(() => {
    if (done) void navigate(LIST);
  }, [done, navigate]);

  /** Adds every photo's product at once: all or none. A refusal lands on its photo's row. */
  const save = form.onSubmit((values) =>
    create.mutate(
      { products: values.rows.map((row) => productOf(values, row)) },
      {
        onSuccess: ({ ids }) => {
          void utils.products.list.invalidate();
          showSuccess(t('catalogue.addMultiple.added', { count: ids.length }));
          setDone(true);
        },
        onError: (error) => {
          const info = errorInfo(error);
          const errors = Object.entries(info.fieldErrors ?? {}).flatMap(([path, message]) => {
            const [, index, ...field] = /^products\.(\d+)\.(.+)$/.exec(path) ?? [];
            return index === undefined ? [] : [[fieldOfRow(Number(index), field.join('.')), message] as const];
          });
          form.setErrors(Object.fromEntries(errors));
          showDialog('failed', info.message);
        },
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate data-testid="add-multiple-form">
      <LeaveGuard dirty={form.isDirty() && !done} />
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to={LIST}>
            {t('menu.products')}
          </Anchor>
          <Text>{t('catalogue.addMultiple.title')}</Text>
        </Breadcrumbs>
        <Group justify="flex-end">
          <Group gap="xs">
            <Button variant="default" component={Link} to={LIST}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={uploading} data-testid="save-batch">
              {t('catalogue.addMultiple.save', { count: rows.length })}
            </Button>
          </Group>
        </Group>
        <Card withBorder>
          <Stack>
            <CategorySelect<'multiple'>
              mode="multiple"
              label={t('catalogue.form.categories')}
              description={t('catalogue.addMultiple.sharedHint')}
              withAsterisk
              clearable
              value={form.getValues().categoryIds}
              onChange={(ids) => form.setFieldValue('categoryIds', ids)}
              error={form.errors.categoryIds}
              data-testid="batch-categories"
            />
            <Textarea label={`${t('catalogue.form.description')} (EN)`} withAsterisk autosize minRows={3} {...form.getInputProps('detailEn')} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack>
            <FileDrop
              purpose="product-image"
              multiple
              onDrop={add}
              loading={uploading}
              disabled={rows.length >= MAX}
              title={t('catalogue.addMultiple.drop')}
              hint={t('catalogue.addMultiple.dropHint', { max: MAX, count: rows.length })}
              icon={<IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
              testId="batch-drop"
            />
            {form.errors.rows && (
              <Text c="red" size="sm">
                {form.errors.rows}
              </Text>
            )}
            {rows.length > 0 && <PhotoRowsTable form={form} />}
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}
