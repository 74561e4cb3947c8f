import { Card, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZLoyaltySettingInput, type TLoyaltySetting, type TLoyaltySettingInput } from '../../../core/loyalty/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

/** Loyalty on or off, the default earning (points per RM 1) and what 1000 points are worth. */
export function LoyaltySettingsCard({ setting }: { setting: TLoyaltySetting }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const initial: TLoyaltySettingInput = { enabled: setting.enabled, pointsPerRinggit: setting.pointsPerRinggit, thousandPointsSen: setting.thousandPointsSen };
  const form = useScreenForm<TLoyaltySettingInput>({ initialValues: initial, validate: schemaResolver(ZLoyaltySettingInput) });
  const save = trpc.loyalty.updateSettings.useMutation({
    onSuccess: (saved) => {
      utils.loyalty.settings.setData(undefined, saved);
      form.resetDirty({ enabled: saved.enabled, pointsPerRinggit: saved.pointsPerRinggit, thousandPointsSen: saved.thousandPointsSen });
      showSuccess(t('loyalty.settings.saved'));
    },
    onError: (error) => showFormError(form, error),
  });
  const values = form.getValues();
  return (
    <Card withBorder data-testid="loyalty-settings">
      <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate>
        <Stack>
          <Title order={4}>{t('loyalty.settings.title')}</Title>
          <Switch label={t('loyalty.settings.enabled')} description={t('loyalty.settings.enabledHint')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('loyalty.settings.pointsPerRinggit')}
              description={t('loyalty.settings.pointsPerRinggitHint', { points: (values.pointsPerRinggit || 0) * 10 })}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('pointsPerRinggit')}
              onChange={(v) => form.setFieldValue('pointsPerRinggit', v === '' ? Number.NaN : Number(v))}
            />
            <MoneyInput
              label={t('loyalty.settings.thousandPoints')}
              description={t('loyalty.settings.thousandPointsHint')}
              {...form.getInputProps('thousandPointsSen')}
              onChange={(sen) => form.setFieldValue('thousandPointsSen', sen ?? Number.NaN)}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('loyalty.settings.defaultNote')}
          </Text>
          <SaveActions saving={save.isPending} saveTestId="save-loyalty-settings" />
        </Stack>
      </form>
    </Card>
  );
}
