import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZTrackingKeyInput } from '../../../core/parcels/tracking/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { SecretInput, SecretState } from '../../components/secret-key.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

/** The tracking service's API key: typed in to replace it; once saved only "set" shows, never the key. */
export function TrackingKeyCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const settings = trpc.parcelTracking.settings.useQuery();
  const save = trpc.parcelTracking.saveKey.useMutation();
  const form = useScreenForm<{ apiKey: string }>({ initialValues: { apiKey: '' }, validate: (v) => zodErrors(ZTrackingKeyInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showSuccess(t('parcels.tracking.keySaved'));
      form.setValues({ apiKey: '' });
      await utils.parcelTracking.settings.invalidate();
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <SectionCard title={t('parcels.tracking.keyTitle')}>
      <form onSubmit={submit} noValidate data-testid="tracking-key-form">
        <Stack gap="sm">
          <SecretState label={t('parcels.apiKey')} set={settings.data?.apiKeySet} testId="tracking-key-state" />
          <Text size="sm" c="dimmed">
            {t('parcels.tracking.keyHint')}
          </Text>
          {settings.data && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('parcels.tracking.webhookUrl')} {ltr(settings.data.webhookUrl)}
            </Text>
          )}
          <SecretInput label={t('parcels.apiKey')} withAsterisk {...form.getInputProps('apiKey')} data-testid="tracking-api-key" />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="save-tracking-key">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
