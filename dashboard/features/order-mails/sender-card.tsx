import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_MAIL_LIMITS } from '../../../core/order-mails/constants.ts';
import { ZOrderMailSenderInput, type TOrderMailSettings } from '../../../core/order-mails/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

type Values = { senderName: string; replyTo: string; logoUploadId: string | null };

/** The name the order e-mails come from, the address replies go to, and the logo above them. */
export function SenderCard({ settings }: { settings: TOrderMailSettings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.orderMails.saveSender.useMutation();
  const form = useScreenForm<Values>({ initialValues: { senderName: settings.senderName, replyTo: settings.replyTo, logoUploadId: settings.logoUploadId }, validate: schemaResolver(ZOrderMailSenderInput) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      utils.orderMails.get.setData(undefined, await save.mutateAsync(values));
      showSuccess(t('orderMails.senderSaved'));
    },
    () => form.resetDirty(),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="order-mail-sender">
      <LeaveGuard dirty={form.isDirty()} />
      <SectionCard title={t('orderMails.sender')}>
        <Stack gap="sm">
          <TextInput label={t('orderMails.senderName')} description={t('orderMails.senderNameHint')} maxLength={ORDER_MAIL_LIMITS.senderNameMaxChars} {...form.getInputProps('senderName')} />
          <TextInput type="email" label={t('orderMails.replyTo')} {...form.getInputProps('replyTo')} />
          <PictureInput purpose="order-mail-logo" label={t('orderMails.logo')} {...form.getInputProps('logoUploadId')} />
          <SaveActions saving={saving} saveTestId="save-order-mail-sender" />
        </Stack>
      </SectionCard>
    </form>
  );
}
