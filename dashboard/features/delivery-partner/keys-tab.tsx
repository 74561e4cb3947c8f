import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZKeysInput } from '../../../core/delivery-partner/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { SecretInput, SecretState } from '../../components/secret-key.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { apiKey: string; secret: string };

/** The API key and secret key: typed in to replace them; once saved only "set" shows, never the keys. */
export function KeysTab() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const settings = trpc.deliveryPartner.settings.useQuery();
  const save = trpc.deliveryPartner.saveKeys.useMutation();
  const form = useScreenForm<Values>({ initialValues: { apiKey: '', secret: '' }, validate: (v) => zodErrors(ZKeysInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showSuccess(t('deliveryPartner.keys.saved'));
      form.setValues({ apiKey: '', secret: '' });
      await utils.deliveryPartner.settings.invalidate();
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <SectionCard title={t('deliveryPartner.keys.title')}>
      <form onSubmit={submit} noValidate data-testid="keys-form">
        <Stack gap="sm">
          <Group gap="md" data-testid="keys-state">
            <SecretState label={t('deliveryPartner.keys.apiKey')} set={settings.data?.apiKeySet} />
            <SecretState label={t('deliveryPartner.keys.secret')} set={settings.data?.secretSet} />
          </Group>
          {settings.data?.webhookAt && (
            <Text size="xs" c="dimmed">
              {t('deliveryPartner.keys.webhookAt', { time: when(settings.data.webhookAt) })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('deliveryPartner.keys.hint')}
          </Text>
          <SecretInput label={t('deliveryPartner.keys.apiKey')} withAsterisk {...form.getInputProps('apiKey')} data-testid="api-key" />
          <SecretInput label={t('deliveryPartner.keys.secret')} withAsterisk {...form.getInputProps('secret')} data-testid="secret-key" />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="save-keys">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
