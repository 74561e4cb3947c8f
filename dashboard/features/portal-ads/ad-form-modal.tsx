import { Modal, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PORTAL_AD_LIMITS as L } from '../../../core/portal-ads/constants.ts';
import { ZPortalAdInput, type TPortalAd, type TPortalAdInput } from '../../../core/portal-ads/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { DayInput, dateOf, dayOf } from '../../components/day-input.tsx';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = Omit<TPortalAdInput, 'imageUploadId'> & { imageUploadId: string | null };

const valuesOf = (ad: TPortalAd | null, today: string): Values =>
  ad ? { imageUploadId: ad.imageUploadId, keywords: ad.keywords, url: ad.url, startDate: ad.startDate, endDate: ad.endDate } : { imageUploadId: null, keywords: [], url: '', startDate: today, endDate: today };
const inputOf = (v: Values): TPortalAdInput => ({ ...v, imageUploadId: v.imageUploadId ?? '' });

/** Adds an ad (ad null) or edits one: image, keywords, URL and the days it runs. */
export function AdFormModal({ ad, today, onClose, onSaved }: { ad: TPortalAd | null; today: string; onClose(): void; onSaved?(ad: TPortalAd): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.portalAds.create.useMutation();
  const update = trpc.portalAds.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(ad, today), validate: (v) => zodErrors(ZPortalAdInput.safeParse(inputOf(v))) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      const saved = await (ad ? update.mutateAsync({ id: ad.id, ad: inputOf(v) }) : create.mutateAsync(inputOf(v)));
      await utils.portalAds.invalidate();
      onSaved?.(saved);
    },
    () => {
      showSuccess(t('portalAds.saved'));
      onClose();
    },
    ad ? 'ad.' : '',
  );
  const v = form.getValues();
  return (
    <Modal opened onClose={onClose} title={t(ad ? 'portalAds.edit' : 'portalAds.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="ad-form">
        <Stack>
          <PictureInput purpose="portal-ad-image" label={t('portalAds.image')} withAsterisk value={v.imageUploadId} onChange={(id) => form.setFieldValue('imageUploadId', id)} error={form.errors.imageUploadId} />
          <TagsInput
            label={t('portalAds.keywords')}
            description={t('portalAds.keywordsHint', { max: L.keywordsMax })}
            withAsterisk
            maxTags={L.keywordsMax}
            maxLength={L.keywordMaxChars}
            {...form.getInputProps('keywords')}
            data-testid="ad-keywords"
          />
          <TextInput label={t('portalAds.url')} withAsterisk placeholder="https://" maxLength={L.urlMaxChars} {...form.getInputProps('url')} data-testid="ad-url" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DayInput label={t('portalAds.startDate')} withAsterisk value={dateOf(v.startDate)} onChange={(d) => form.setFieldValue('startDate', dayOf(d) ?? '')} error={form.errors.startDate} />
            <DayInput label={t('portalAds.endDate')} withAsterisk value={dateOf(v.endDate)} onChange={(d) => form.setFieldValue('endDate', dayOf(d) ?? '')} error={form.errors.endDate} />
          </SimpleGrid>
          <SaveActions saving={saving} saveTestId="ad-save" />
        </Stack>
      </form>
    </Modal>
  );
}
