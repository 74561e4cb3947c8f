import { Card, Image, Input, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMAIL_MARKETING_LIMITS } from '../../../core/email-marketing/constants.ts';
import { ZSenderSettingsInput, type TSenderSettings } from '../../../core/email-marketing/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { senderName: string; replyTo: string; logoUploadId: string | null; signature: string };

function SenderForm({ settings }: { settings: TSenderSettings }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.emailMarketing.saveSettings.useMutation();
  const form = useScreenForm<Values>({
    initialValues: { senderName: settings.senderName, replyTo: settings.replyTo, logoUploadId: settings.logoUploadId, signature: settings.signature },
    validate: (values) => zodErrors(ZSenderSettingsInput.safeParse(values)),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      await save.mutateAsync(values);
      showSuccess(t('emailMarketing.sender.saved'));
      await utils.emailMarketing.settings.invalidate();
    },
    () => form.resetDirty(),
  );
  const { logoUploadId, signature } = form.getValues();
  return (
    <form onSubmit={submit} noValidate data-testid="sender-form">
      <LeaveGuard dirty={form.isDirty()} />
      <Card withBorder>
        <Stack>
          <TextInput label={t('emailMarketing.sender.senderName')} description={t('emailMarketing.sender.senderNameHint')} {...form.getInputProps('senderName')} data-testid="sender-name" />
          <TextInput type="email" label={t('emailMarketing.sender.replyTo')} {...form.getInputProps('replyTo')} data-testid="sender-reply-to" />
          <PictureInput purpose="email-logo" label={t('emailMarketing.sender.logo')} {...form.getInputProps('logoUploadId')} />
          {/* The saved logo as the messages show it, full width. */}
          {logoUploadId && logoUploadId === settings.logoUploadId && settings.logoUrl && (
            <Input.Wrapper label={t('emailMarketing.sender.logoPreview')}>
              <Image src={settings.logoUrl} alt={t('emailMarketing.sender.logo')} maw={400} fit="contain" data-testid="sender-logo" />
            </Input.Wrapper>
          )}
          <Textarea
            label={t('emailMarketing.sender.signature')}
            autosize
            minRows={3}
            {...form.getInputProps('signature')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Text component="span" size="xs" c={signature.length > EMAIL_MARKETING_LIMITS.signature ? 'red' : 'dimmed'} data-testid="signature-count">
                {`${signature.length} / ${EMAIL_MARKETING_LIMITS.signature}`}
              </Text>
            }
            data-testid="sender-signature"
          />
          <SaveActions saving={saving} saveTestId="save-sender" />
        </Stack>
      </Card>
    </form>
  );
}

/** The sender name, reply-to address, logo and signature every campaign message goes out with. */
export function SenderSettings() {
  const settings = trpc.emailMarketing.settings.useQuery(undefined, { staleTime: Infinity, gcTime: 0 });
  return settings.data ? <SenderForm settings={settings.data} /> : null;
}
