import { NumberInput, Select, SimpleGrid, Slider, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WATERMARK_POSITIONS, ZWebsiteSettings, type TWebsiteSettings } from '../../../core/website/setting-schema.ts';
import { WHATSAPP_NOTIFICATION_CREDITS } from '../../../core/website/whatsapp-notifications.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The website setting's groups (the desktop screen and the phone one both show it): one Save for them all. */
export function WebsiteSettingForm({ settings }: { settings: TWebsiteSettings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.website.settings.save.useMutation();
  const form = useScreenForm<TWebsiteSettings>({ initialValues: settings, validate: schemaResolver(ZWebsiteSettings) });
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    () => {
      showSuccess(t('website.setting.saved'));
      void utils.website.settings.invalidate();
    },
  );
  const check = (path: string) => form.getInputProps(path, { type: 'checkbox' });
  return (
    <form onSubmit={submit} data-testid="website-setting-form">
      <Stack>
        <SectionCard title={t('website.setting.inquiry')}>
          <Switch label={t('website.setting.inquiryEnabled')} {...check('inquiry.enabled')} />
          <Switch label={t('website.setting.requirePhone')} {...check('inquiry.requirePhone')} />
          <Switch label={t('website.setting.showPrice')} {...check('inquiry.showPrice')} />
        </SectionCard>
        <SectionCard title={t('website.setting.reviews')}>
          <Switch label={t('website.setting.reviewsEnabled')} {...check('reviews.enabled')} />
          <Switch label={t('website.setting.showOnProduct')} {...check('reviews.showOnProduct')} />
          <Switch label={t('website.setting.allowPictures')} {...check('reviews.allowPictures')} />
        </SectionCard>
        <SectionCard title={t('website.setting.layout')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label={t('website.setting.desktopColumns')} min={2} max={6} allowDecimal={false} {...form.getInputProps('layout.desktopColumns')} />
            <NumberInput label={t('website.setting.phoneColumns')} min={1} max={3} allowDecimal={false} {...form.getInputProps('layout.phoneColumns')} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('website.setting.watermark')}>
          <Switch label={t('website.setting.watermarkEnabled')} {...check('watermark.enabled')} />
          <PictureInput purpose="website-picture" label={t('website.setting.watermarkPicture')} value={form.values.watermark.pictureId} onChange={(id) => form.setFieldValue('watermark.pictureId', id)} error={form.errors['watermark.pictureId']} />
          <Select label={t('website.setting.position')} data={WATERMARK_POSITIONS.map((p) => ({ value: p, label: t(`website.setting.positions.${p}`) }))} allowDeselect={false} {...form.getInputProps('watermark.position')} />
          <Text size="sm">{t('website.setting.opacity', { percent: form.values.watermark.opacity })}</Text>
          <Slider min={0} max={100} step={5} label={(v) => `${v}%`} {...form.getInputProps('watermark.opacity')} aria-label={t('website.setting.opacityLabel')} />
        </SectionCard>
        <SectionCard title={t('website.setting.popup')}>
          <Switch label={t('website.setting.popupEnabled')} {...check('popup.enabled')} />
          <PictureInput purpose="website-picture" label={t('website.setting.popupPicture')} value={form.values.popup.pictureId} onChange={(id) => form.setFieldValue('popup.pictureId', id)} error={form.errors['popup.pictureId']} />
          <TextInput label={t('messages.fields.popupUrl')} {...form.getInputProps('popup.url')} />
          <Switch label={t('website.setting.oncePerVisit')} {...check('popup.oncePerVisit')} />
          <NumberInput label={t('website.setting.latestNewsPopup')} description={t('website.setting.latestNewsPopupHint')} min={0} max={100} clampBehavior="none" allowDecimal={false} {...form.getInputProps('latestNewsPopup')} data-testid="latest-news-popup" />
        </SectionCard>
        <SectionCard title={t('website.setting.social')}>
          <Switch label={t('website.setting.shareButtons')} {...check('social.shareButtons')} />
          <Switch label={t('website.setting.followLinks')} {...check('social.showFollowLinks')} />
        </SectionCard>
        <SectionCard title={t('website.setting.notifications')}>
          <Text size="sm" c="dimmed">
            {t('website.setting.whatsappCost', { credits: WHATSAPP_NOTIFICATION_CREDITS })}
          </Text>
          <Switch label={t('website.setting.whatsappEnabled')} {...check('notifications.whatsappEnabled')} />
          <TextInput label={t('website.setting.whatsappNumber')} inputMode="tel" {...form.getInputProps('notifications.whatsappNumber')} />
          <Switch label={t('website.setting.onOrder')} {...check('notifications.onOrder')} />
          <Switch label={t('website.setting.onEnquiry')} {...check('notifications.onEnquiry')} />
        </SectionCard>
        <SaveActions saving={saving} saveTestId="website-setting-save" />
      </Stack>
    </form>
  );
}
