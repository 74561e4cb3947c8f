import { Card, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useScreenForm } from '../../app/forms.ts';
import { PictureInput } from '../picture-input.tsx';
import { RecordPage } from '../record-page.tsx';
import { SaveActions } from '../save-actions.tsx';
import { useSaveAndReturn } from '../use-save-and-return.ts';
import { schemaResolver } from '../zod-errors.ts';
import { useCategoryOptions, useContentRefresh, type ContentListRow } from './content-api.ts';
import type { ContentScreen } from './content-screen.ts';
import { LanguageTabs, type LocalizedField } from './language-tabs.tsx';
import { VisibilityInput } from './visibility-input.tsx';

/** A content type's form: its schema, its values new and saved, its texts in the language tabs. */
export interface ContentForm<D, F> {
  /** Core's input schema of the type: the form checks with it before sending. */
  schema: z.ZodType;
  empty: F;
  valuesOf(saved: D): F;
  texts: LocalizedField[];
  /** The type's own fields that are not texts in three languages (a testimonial's name, date...). */
  fields?(form: UseFormReturnType<F>): ReactNode;
  /** The type has one picture (pictureId); required: the item cannot be without one. */
  picture?: boolean | 'required';
  /** The category's own word and whether an item must have one (a photo's album). */
  category?: { label: string; required: boolean };
  /** The sort number must be given (the gallery's "order"). */
  sortRequired?: boolean;
  /** The picture may be taken with a phone's camera (the mobile-style screens). */
  camera?: boolean;
  /** What the edit page shows below the form of a saved item (a download's downloaders). */
  below?(saved: D): ReactNode;
  testId: string;
}

interface Props<R extends ContentListRow, D, F extends Record<string, unknown>> {
  screen: ContentScreen<R, D, F>;
  form: ContentForm<D, F>;
}

function Form<R extends ContentListRow, D, F extends Record<string, unknown>>({ screen, form: spec, saved, id }: Props<R, D, F> & { saved: D | null; id: string | undefined }) {
  const { t } = useTranslation();
  const create = screen.api.create.useMutation();
  const update = screen.api.update.useMutation();
  const categories = useCategoryOptions(screen.api);
  const form = useScreenForm<F>({ initialValues: saved ? spec.valuesOf(saved) : spec.empty, validate: schemaResolver(spec.schema) });
  const { submit, saving } = useSaveAndReturn(form, {
    save: (values) => (id ? update.mutateAsync({ id, item: values }) : create.mutateAsync(values)),
    savedMessage: () => t('content.form.saved'),
    refresh: useContentRefresh(screen.routerKey),
    back: screen.paths.list,
    errorPrefix: id ? 'item.' : '',
  });
  return (
    <form onSubmit={submit} noValidate data-testid={spec.testId}>
      <Stack>
        <Card withBorder>
          <LanguageTabs form={form} fields={spec.texts} />
        </Card>
        <Card withBorder>
          <Stack>
            {spec.fields?.(form)}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {categories && (
                <Select
                  label={spec.category?.label ?? t('content.list.category')}
                  placeholder={spec.category?.required ? undefined : t('content.form.noCategory')}
                  withAsterisk={spec.category?.required}
                  clearable={!spec.category?.required}
                  data-testid="content-category"
                  data={categories.map((c) => ({ value: c.id, label: c.nameEn }))}
                  {...form.getInputProps('categoryId')}
                />
              )}
              <VisibilityInput {...form.getInputProps('visibility')} />
              {screen.manualSort && (
                <NumberInput
                  label={t(screen.sortWord ?? 'content.form.sort')}
                  description={t('content.form.sortHint')}
                  withAsterisk={spec.sortRequired}
                  min={0}
                  allowDecimal={false}
                  data-testid="content-sort"
                  {...form.getInputProps('sort')}
                />
              )}
            </SimpleGrid>
            {spec.picture && (
              <PictureInput purpose="content-picture" label={t('content.form.picture')} withAsterisk={spec.picture === 'required'} camera={spec.camera} {...form.getInputProps('pictureId')} />
            )}
          </Stack>
        </Card>
        <SaveActions saving={saving} cancelTo={screen.paths.list} saveTestId="save-content" />
      </Stack>
    </form>
  );
}

/** A content type's add page (no id) and edit page (/edit/{id}); a viewer sees the item read-only. */
export function ContentFormPage<R extends ContentListRow, D, F extends Record<string, unknown>>({ screen, form }: Props<R, D, F>) {
  const { t } = useTranslation();
  const id = useParams().id;
  const saved = screen.api.get.useQuery({ id: id ?? '' }, { enabled: Boolean(id), staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={screen.paths.list} listTitle={t(screen.texts.list)} adding={!id} record={saved}>
      {(data) => (
        <>
          <Form key={id ?? 'new'} screen={screen} form={form} saved={data} id={id} />
          {data && form.below?.(data)}
        </>
      )}
    </RecordPage>
  );
}
