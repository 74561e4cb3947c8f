import { useState } from 'react';
import { Card, Divider, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCheckoutSettingsInput, type TCheckoutSettingsInput, type TCheckoutSettingsInputRaw } from '../../../core/sales-settings/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { AdditionalChargesInput } from './additional-charges-input.tsx';
import { useSettingsSaved } from './use-settings-saved.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

const UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
type Unit = keyof typeof UNITS;

/** The largest unit the stored minutes are a whole number of. */
const unitOf = (minutes: number | null): Unit => (minutes && minutes % UNITS.days === 0 ? 'days' : minutes && minutes % UNITS.hours === 0 ? 'hours' : 'minutes');

const SWITCHES = ['fasterCheckout', 'whatsappCheckout', 'selfPickup', 'productReview', 'showPrice', 'compulsoryMember'] as const;

/** Checkout settings: minimum price, switches, auto-cancel, header, additional charges, low quantity alert, e-mail and taxes. */
export function CheckoutSettingsCard({ checkout }: { checkout: TCheckoutSettingsInput }) {
  const { t } = useTranslation();
  const settingsSaved = useSettingsSaved();
  const canEdit = useCanEdit();
  const form = useScreenForm<TCheckoutSettingsInputRaw>({ initialValues: checkout, validate: schemaResolver(ZCheckoutSettingsInput) });
  const [unit, setUnit] = useState<Unit>(unitOf(checkout.autoCancelMinutes));
  const save = trpc.orderSettings.updateCheckout.useMutation({
    onSuccess: (saved) => settingsSaved(saved, () => form.resetDirty(saved.checkout)),
    onError: (error) => showFormError(form, error),
  });
  const values = form.getValues();
  const autoCancel = values.autoCancelMinutes ?? null;
  const percentProps = (field: 'salesTaxBp' | 'serviceTaxBp') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: typeof input.value === 'number' ? input.value / 100 : '',
      onChange: (v: number | string) => form.setFieldValue(field, v === '' ? Number.NaN : Math.round(Number(v) * 100)),
    };
  };
  return (
    <Card withBorder data-testid="checkout-settings">
      <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate>
        <Stack>
          <Title order={4}>{t('salesSettings.checkout.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label={t('salesSettings.checkout.minimumPrice')}
              description={t('salesSettings.checkout.minimumPriceHint')}
              {...form.getInputProps('minimumPriceSen')}
              onChange={(sen) => form.setFieldValue('minimumPriceSen', sen ?? Number.NaN)}
              data-testid="minimum-price"
            />
            <MoneyInput
              label={t('salesSettings.checkout.freeShippingOver')}
              description={t('salesSettings.checkout.freeShippingOverHint')}
              {...form.getInputProps('freeShippingOverSen')}
              onChange={(sen) => form.setFieldValue('freeShippingOverSen', sen ?? Number.NaN)}
              data-testid="free-shipping-over"
            />
            <NumberInput
              label={t('salesSettings.checkout.lowQuantityAlert')}
              description={t('salesSettings.checkout.lowQuantityAlertHint')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('lowQuantityAlert')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {SWITCHES.map((key) => (
              <Switch key={key} label={t(`salesSettings.checkout.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
          <Divider />
          <Stack gap="xs">
            <Switch
              label={t('salesSettings.checkout.autoCancel')}
              readOnly={!canEdit}
              checked={autoCancel !== null}
              onChange={(e) => {
                if (!canEdit) return;
                form.setFieldValue('autoCancelMinutes', e.currentTarget.checked ? UNITS.days : null);
                setUnit('days');
              }}
              data-testid="auto-cancel"
            />
            {autoCancel !== null && (
              <Group align="flex-start">
                <NumberInput
                  aria-label={t('salesSettings.checkout.autoCancelAfter')}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('autoCancelMinutes')}
                  value={Number.isFinite(autoCancel) ? autoCancel / UNITS[unit] : ''}
                  onChange={(v) => form.setFieldValue('autoCancelMinutes', v === '' ? Number.NaN : Number(v) * UNITS[unit])}
                  w={140}
                />
                <Select
                  aria-label={t('salesSettings.checkout.unit')}
                  allowDeselect={false}
                  readOnly={!canEdit}
                  data={(Object.keys(UNITS) as Unit[]).map((u) => ({ value: u, label: t(`salesSettings.units.${u}`) }))}
                  value={unit}
                  onChange={(u) => {
                    const next = (u ?? 'minutes') as Unit;
                    if (Number.isFinite(autoCancel)) form.setFieldValue('autoCancelMinutes', (autoCancel / UNITS[unit]) * UNITS[next]);
                    setUnit(next);
                  }}
                  w={140}
                />
                <Text size="xs" c="dimmed" mt={8}>
                  {t('salesSettings.checkout.autoCancelHint')}
                </Text>
              </Group>
            )}
          </Stack>
          <Divider />
          <Textarea label={t('salesSettings.checkout.headerMessage')} autosize minRows={2} {...form.getInputProps('headerMessage')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('salesSettings.checkout.headerLink')} placeholder="https://" {...form.getInputProps('headerLink')} />
            <TextInput label={t('salesSettings.checkout.headerButton')} {...form.getInputProps('headerButton')} />
          </SimpleGrid>
          <Divider />
          <AdditionalChargesInput form={form} />
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('salesSettings.checkout.notificationEmail')} description={t('salesSettings.checkout.notificationEmailHint')} type="email" {...form.getInputProps('orderNotificationEmail')} />
            <NumberInput label={t('salesSettings.checkout.salesTax')} suffix="%" min={0} max={100} decimalScale={2} {...percentProps('salesTaxBp')} />
            <NumberInput label={t('salesSettings.checkout.serviceTax')} suffix="%" min={0} max={100} decimalScale={2} {...percentProps('serviceTaxBp')} />
          </SimpleGrid>
          <SaveActions saving={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
