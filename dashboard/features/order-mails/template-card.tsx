import { useState } from 'react';
import { Badge, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconEye, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORDER_MAIL_LIMITS } from '../../../core/order-mails/constants.ts';
import { ZOrderMailTemplateInput, type TOrderMailPreview, type TOrderMailTemplate } from '../../../core/order-mails/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { MailPreviewModal } from './mail-preview-modal.tsx';

type Values = { enabled: boolean; subject: string; body: string };

/** One order e-mail: on or off (the buyer's), its subject and body with the placeholders it may use, a preview and the default back. */
export function TemplateCard({ template }: { template: TOrderMailTemplate }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [previewing, setPreviewing] = useState<TOrderMailPreview | null>(null);
  const preview = trpc.orderMails.preview.useMutation({ onSuccess: setPreviewing, onError: showError });
  const save = trpc.orderMails.saveTemplate.useMutation();
  const reset = trpc.orderMails.resetTemplate.useMutation({
    onSuccess: (saved) => {
      utils.orderMails.get.setData(undefined, saved);
      showSuccess(t('orderMails.restored'));
    },
    onError: showError,
  });
  const resolve = schemaResolver(ZOrderMailTemplateInput);
  const form = useScreenForm<Values>({ initialValues: { enabled: template.enabled, subject: template.subject, body: template.body }, validate: (values) => resolve({ ...values, kind: template.kind }) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = await save.mutateAsync({ ...values, kind: template.kind });
      utils.orderMails.get.setData(undefined, saved);
      // The body as stored (sanitised) becomes the form's clean value.
      const stored = saved.templates.find((tpl) => tpl.kind === template.kind)!;
      form.setValues({ enabled: stored.enabled, subject: stored.subject, body: stored.body });
      form.resetDirty({ enabled: stored.enabled, subject: stored.subject, body: stored.body });
      showSuccess(t('orderMails.templateSaved'));
    },
    () => undefined,
  );
  const notification = template.kind === 'merchant_notification';
  return (
    <form onSubmit={submit} noValidate data-testid={`order-mail-${template.kind}`}>
      <LeaveGuard dirty={form.isDirty()} />
      <Stack gap="sm" pt="sm">
        <Text size="sm" c="dimmed">
          {t(`orderMails.hints.${template.kind}`)}
        </Text>
        {!notification && <Switch label={t('orderMails.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} data-testid="order-mail-enabled" />}
        <TextInput label={t('orderMails.subject')} maxLength={ORDER_MAIL_LIMITS.subjectMaxChars} {...form.getInputProps('subject')} data-testid="order-mail-subject" />
        <Textarea label={t('orderMails.body')} description={t('orderMails.bodyHint')} autosize minRows={8} maxRows={20} styles={{ input: { fontFamily: 'monospace' } }} {...form.getInputProps('body')} data-testid="order-mail-body" />
        <Group gap={6} wrap="wrap">
          <Text size="sm">{t('orderMails.placeholders')}</Text>
          {template.placeholders.map((name) => (
            <Badge key={name} variant="light" tt="none">{`{${name}}`}</Badge>
          ))}
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEye size={16} />} loading={preview.isPending} onClick={() => form.validate().hasErrors || preview.mutate({ ...form.getValues(), kind: template.kind })} data-testid="order-mail-preview-button">
              {t('orderMails.preview')}
            </Button>
            {canEdit && template.custom && (
              <Button variant="subtle" leftSection={<IconRestore size={16} />} loading={reset.isPending} onClick={() => reset.mutate({ kind: template.kind })}>
                {t('orderMails.restoreDefault')}
              </Button>
            )}
          </Group>
          <SaveActions saving={saving} saveTestId="save-order-mail" />
        </Group>
      </Stack>
      {previewing && <MailPreviewModal preview={previewing} onClose={() => setPreviewing(null)} />}
    </form>
  );
}
