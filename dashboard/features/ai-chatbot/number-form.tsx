import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

const EMPTY = { businessName: '', phone: '', businessId: '' };

/** Links a WhatsApp business number: business name, phone (with its country code) and business ID. */
export function NumberForm() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const form = useScreenForm({ initialValues: EMPTY });
  const link = trpc.aiChatbot.linkNumber.useMutation();
  const { submit, saving } = useFormSave(form, (values) => link.mutateAsync(values).then((data) => utils.aiChatbot.overview.setData(undefined, data)), () => form.reset());
  if (!canEdit) return null;
  return (
    <form onSubmit={submit} data-testid="ai-chatbot-number-form">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label={t('aiChatbot.businessName')} {...form.getInputProps('businessName')} style={{ flex: '1 1 10rem' }} />
        <TextInput label={t('aiChatbot.phone')} placeholder="+60123456789" {...form.getInputProps('phone')} style={{ flex: '1 1 10rem' }} />
        <TextInput label={t('aiChatbot.businessId')} {...form.getInputProps('businessId')} style={{ flex: '1 1 10rem' }} />
        <Button type="submit" variant="light" loading={saving}>
          {t('aiChatbot.linkNumber')}
        </Button>
      </Group>
    </form>
  );
}
