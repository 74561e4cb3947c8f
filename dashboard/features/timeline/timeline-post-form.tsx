import { Button, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import { ZTimelinePostInput, type TTimelinePostFormValues, type TTimelinePostRow } from '../../../core/timeline/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { LanguageTabs } from '../../components/content/language-tabs.tsx';
import { PictureInput } from '../../components/picture-input.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { audienceKey } from './timeline-texts.ts';

export const EMPTY_POST: TTimelinePostFormValues = { titleEn: '', titleCn: '', titleBm: '', textEn: '', textCn: '', textBm: '', pictureId: null, visibility: 'public' };

export const postValues = (row: TTimelinePostRow): TTimelinePostFormValues => ({
  titleEn: row.titleEn,
  titleCn: row.titleCn,
  titleBm: row.titleBm,
  textEn: row.textEn,
  textCn: row.textCn,
  textBm: row.textBm,
  pictureId: row.pictureId,
  visibility: row.visibility,
});

interface Props {
  initial: TTimelinePostFormValues;
  save(values: TTimelinePostFormValues): Promise<unknown>;
  onSaved(): void;
  submitLabel: string;
  /** A saved post is sent as { id, item }: its field messages come back under item. */
  errorPrefix?: string;
  onCancel?(): void;
  testId: string;
}

/** A timeline post's fields: title and text in EN/CN/BM tabs, a photo, Public or Private; the composer's and the edit dialog's. */
export function TimelinePostForm({ initial, save, onSaved, submitLabel, errorPrefix = '', onCancel, testId }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<TTimelinePostFormValues>({ initialValues: initial, validate: schemaResolver(ZTimelinePostInput) });
  const { submit, saving } = useFormSave(form, save, () => {
    form.setValues(initial);
    form.resetDirty(initial);
    onSaved();
  }, errorPrefix);
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack>
        <LanguageTabs
          form={form}
          fields={[
            { field: 'title', label: t('timeline.title'), required: true },
            { field: 'text', label: t('timeline.text'), multiline: true },
          ]}
        />
        <PictureInput purpose="content-picture" label={t('timeline.photo')} {...form.getInputProps('pictureId')} />
        <Group justify="space-between" align="flex-end">
          <Input.Wrapper label={t('timeline.audience')}>
            <SegmentedControl data={VISIBILITIES.map((v) => ({ value: v, label: t(audienceKey(v)) }))} data-testid="timeline-audience" {...form.getInputProps('visibility')} />
          </Input.Wrapper>
          <Group>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving} data-testid="timeline-submit">
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
