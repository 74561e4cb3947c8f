import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZLoyaltySettingInput, type TLoyaltySetting, type TLoyaltySettingInput } from '../../../core/loyalty/schema.ts';
import { showDialog } from '../../app/dialogs.tsx';
import { showFormError } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { useCanEditLoyalty } from './use-can-edit.ts';

/** Loyalty on or off, the default earning (points per RM 1) and what 1000 points are worth. */
export function LoyaltySettingsCard({ setting }: { setting: TLoyaltySetting }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEditLoyalty();
  const initial: TLoyaltySettingInput = { enabled: setting.enabled, pointsPerRinggit: setting.pointsPerRinggit, thousandPointsSen: setting.thousandPointsSen };
  const form = useForm<TLoyaltySettingInput>({ initialValues: initial, validate: schemaResolver(ZLoyaltySettingInput, { sync: true }) });
  const save = trpc.loyalty.updateSettings.useMutation({
    onSuccess: (saved) => {
      utils.loyalty.settings.setData(undefined, saved);
      form.resetDirty({ enabled: saved.enabled, pointsPerRinggit: saved.pointsPerRinggit, thousandPointsSen: saved.thousandPointsSen });
      showDialog('success', t('loyalty.settings.saved'));
    },
    onError: (error) => showFormError(form, error),
  });
  const values = form.getValues();
  return (
    <Card withBorder data-testid="loyalty-settings">
      <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate>
        <Stack>
          <Title order={4}>{t('loyalty.settings.title')}</Title>
          <Switch label={t('loyalty.settings.enabled')} description={t('loyalty.settings.enabledHint')} disabled={!canEdit} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('loyalty.settings.pointsPerRinggit')}
              description={t('loyalty.settings.pointsPerRinggitHint', { points: (values.pointsPerRinggit || 0) * 10 })}
              min={0}
              allowDecimal={false}
              disabled={!canEdit}
              {...form.getInputProps('pointsPerRinggit')}
              onChange={(v) => form.setFieldValue('pointsPerRinggit', v === '' ? Number.NaN : Number(v))}
            />
            <MoneyInput
              label={t('loyalty.settings.thousandPoints')}
              description={t('loyalty.settings.thousandPointsHint')}
              value={values.thousandPointsSen}
              onChange={(sen) => form.setFieldValue('thousandPointsSen', sen ?? Number.NaN)}
              error={form.errors.thousandPointsSen}
              disabled={!canEdit}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('loyalty.settings.defaultNote')}
          </Text>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="save-loyalty-settings">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
