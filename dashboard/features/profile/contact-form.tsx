import { Center, Loader, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { whatsappText, ZContactInput, type TContactDetail } from '../../../core/profile/contact-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The form's values: the lists as text areas, one entry a line. */
interface ContactValues extends Record<string, unknown> {
  phone: string;
  mobile: string;
  fax: string;
  email: string;
  address: string;
  wechatId: string;
  wechatQrId: string | null;
  whatsapp: string;
  marketplaceUrls: string;
  socialUrls: string;
}

const valuesOf = (c: TContactDetail): ContactValues => ({
  phone: c.phone,
  mobile: c.mobile,
  fax: c.fax,
  email: c.email,
  address: c.address,
  wechatId: c.wechatId,
  wechatQrId: c.wechatQrId,
  whatsapp: whatsappText(c.whatsapp),
  marketplaceUrls: c.marketplaceUrls.join('\n'),
  socialUrls: c.socialUrls.join('\n'),
});

function ContactForm({ contact }: { contact: TContactDetail }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.profile.saveContact.useMutation();
  const form = useScreenForm<ContactValues>({ initialValues: valuesOf(contact), validate: schemaResolver(ZContactInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    () => {
      showSuccess(t('profile.contact.saved'));
      void utils.profile.contact.invalidate();
    },
  );
  return (
    <form onSubmit={submit} data-testid="contact-form">
      <Stack>
        <SectionCard title={t('profile.contact.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('messages.profile.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('messages.profile.fields.mobile')} type="tel" {...form.getInputProps('mobile')} />
            <TextInput label={t('messages.profile.fields.fax')} type="tel" {...form.getInputProps('fax')} />
            <TextInput label={t('messages.profile.fields.email')} type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <Textarea label={t('messages.profile.fields.address')} autosize minRows={2} {...form.getInputProps('address')} />
        </SectionCard>
        <SectionCard title={t('profile.contact.wechat')}>
          <TextInput label={t('messages.profile.fields.wechatId')} {...form.getInputProps('wechatId')} data-testid="wechat-id" />
          <PictureInput
            purpose="profile-picture"
            label={t('profile.contact.wechatQr')}
            value={form.values.wechatQrId}
            onChange={(id) => form.setFieldValue('wechatQrId', id)}
            error={form.errors.wechatQrId}
            withAsterisk={form.values.wechatId.trim() !== ''}
          />
        </SectionCard>
        <SectionCard title={t('profile.contact.whatsapp')}>
          <Textarea label={t('profile.contact.whatsappLines')} description={t('profile.contact.whatsappHint')} autosize minRows={3} {...form.getInputProps('whatsapp')} data-testid="whatsapp-lines" />
        </SectionCard>
        <SectionCard title={t('profile.contact.links')}>
          <Textarea label={t('profile.contact.marketplaceUrls')} description={t('profile.contact.urlHint')} autosize minRows={3} {...form.getInputProps('marketplaceUrls')} />
          <Textarea label={t('profile.contact.socialUrls')} description={t('profile.contact.urlHint')} autosize minRows={3} {...form.getInputProps('socialUrls')} />
        </SectionCard>
        <SaveActions saving={saving} saveTestId="save-contact" />
      </Stack>
    </form>
  );
}

/** Contact and social media, loaded: the one form of /profile/contact&social-media and /contact_n_social_media. */
export function ContactParts() {
  const contact = trpc.profile.contact.useQuery();
  if (!contact.data) return <Center py="xl">{contact.error ? null : <Loader size="sm" />}</Center>;
  return <ContactForm key={contact.dataUpdatedAt} contact={contact.data} />;
}
