import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZBannerInput, type TBannerInput } from '../../../core/website/banner-schema.ts';
import { useScreenForm, useFormSave } from '../../app/forms.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { BannerPictureInput } from './banner-picture-input.tsx';
import { showBannerError } from './banner-size.tsx';

type Values = { pictureId: string; title: string; url: string; visibility: 'public' | 'hidden' };

interface Props {
  initial?: Values;
  /** The banner's size: a new picture must have it. */
  size?: { width: number; height: number };
  save(values: TBannerInput): Promise<unknown>;
  onSaved(): void;
  cancelTo?: string;
}

/** A banner's fields (add and edit): picture, title, link, visibility. */
export function BannerForm({ initial, size, save, onSaved, cancelTo }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<Values>({ initialValues: initial ?? { pictureId: '', title: '', url: '', visibility: 'public' }, validate: schemaResolver(ZBannerInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) =>
      save(values).catch((error: unknown) => {
        // The size rule has its own dialog; other refusals land on the fields.
        showBannerError(error);
        throw error;
      }),
    onSaved,
  );
  return (
    <form onSubmit={submit} data-testid="banner-form">
      <Stack>
        <BannerPictureInput label={t('website.banners.picture')} value={form.values.pictureId || null} onChange={(id) => form.setFieldValue('pictureId', id)} size={size} error={form.errors.pictureId as string | undefined} />
        <TextInput label={t('website.banners.title')} {...form.getInputProps('title')} />
        <TextInput label={t('website.banners.url')} {...form.getInputProps('url')} />
        <SegmentedControl data={[{ value: 'public', label: t('content.visibility.public') }, { value: 'hidden', label: t('content.visibility.hidden') }]} {...form.getInputProps('visibility')} />
        <SaveActions saving={saving} cancelTo={cancelTo} saveTestId="banner-save" />
      </Stack>
    </form>
  );
}
