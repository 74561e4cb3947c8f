import { Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZRateSettingsInput, type TRateSettings } from '../../../core/parcels/rates/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { SecretInput, SecretState } from '../../components/secret-key.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { apiKey: string; rateCheck: boolean; courierService: boolean };

function RateSettingsForm({ saved }: { saved: TRateSettings }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const save = trpc.parcelRates.saveSettings.useMutation();
  const form = useScreenForm<Values>({ initialValues: { apiKey: '', rateCheck: saved.rateCheck, courierService: saved.courierService }, validate: (v) => zodErrors(ZRateSettingsInput.safeParse(v)) });
  const submit = form.onSubmit(async (values) => {
    try {
      const now = await save.mutateAsync(values);
      showSuccess(t('parcels.rates.saved'));
      form.setValues({ apiKey: '' });
      form.resetDirty({ apiKey: '', rateCheck: now.rateCheck, courierService: now.courierService });
      await utils.parcelRates.settings.invalidate();
    } catch (error) {
      showFormError(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="rate-settings-form">
      <Stack gap="sm">
        <SecretState label={t('parcels.apiKey')} set={saved.apiKeySet} testId="rate-key-state" />
        <Text size="sm" c="dimmed">
          {t('parcels.rates.hint')}
        </Text>
        <SecretInput
          label={t('parcels.apiKey')}
          description={saved.apiKeySet ? t('parcels.rates.keepKey') : undefined}
          withAsterisk={!saved.apiKeySet}
          {...form.getInputProps('apiKey')}
          data-testid="rate-api-key"
        />
        <Switch label={t('parcels.rates.rateCheck')} description={t('parcels.rates.rateCheckHint')} disabled={!canEdit} {...form.getInputProps('rateCheck', { type: 'checkbox' })} data-testid="rate-check" />
        <Switch label={t('parcels.rates.courierService')} description={t('parcels.rates.courierServiceHint')} disabled={!canEdit} {...form.getInputProps('courierService', { type: 'checkbox' })} data-testid="courier-service" />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-rate-settings">
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The parcel-rate service's key (required the first time, never shown again) and its rate-check and courier-service switches. */
export function RateSettingsCard() {
  const { t } = useTranslation();
  const settings = trpc.parcelRates.settings.useQuery();
  return <SectionCard title={t('parcels.rates.title')}>{settings.data ? <RateSettingsForm saved={settings.data} /> : <Loader size="sm" />}</SectionCard>;
}
