import { Card, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZInvoiceSettingsInput, type TInvoiceSettings, type TInvoiceSettingsInput } from '../../../core/sales-settings/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { useSettingsSaved } from './use-settings-saved.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

const inputOf = ({ autoGenerate, companyName, registerNumber, address, prefix, startingNumber }: TInvoiceSettings): TInvoiceSettingsInput => ({
  autoGenerate,
  companyName,
  registerNumber,
  address,
  prefix,
  startingNumber,
});

/** Invoice settings: auto-generate, company details, prefix and starting number (leading zeros kept). */
export function InvoiceSettingsCard({ invoice }: { invoice: TInvoiceSettings }) {
  const { t } = useTranslation();
  const settingsSaved = useSettingsSaved();
  const form = useScreenForm<TInvoiceSettingsInput>({ initialValues: inputOf(invoice), validate: schemaResolver(ZInvoiceSettingsInput) });
  const save = trpc.orderSettings.updateInvoice.useMutation({
    onSuccess: (saved) =>
      settingsSaved(saved, () => {
        form.setValues(inputOf(saved.invoice));
        form.resetDirty(inputOf(saved.invoice));
      }),
    onError: (error) => showFormError(form, error),
  });
  const values = form.getValues();
  const example = `${values.prefix}${values.startingNumber}`;
  return (
    <Card withBorder data-testid="invoice-settings">
      <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate>
        <Stack>
          <Title order={4}>{t('salesSettings.invoice.title')}</Title>
          <Switch label={t('salesSettings.invoice.autoGenerate')} description={t('salesSettings.invoice.autoGenerateHint')} {...form.getInputProps('autoGenerate', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('salesSettings.invoice.companyName')} {...form.getInputProps('companyName')} />
            <TextInput label={t('salesSettings.invoice.registerNumber')} {...form.getInputProps('registerNumber')} />
          </SimpleGrid>
          <Textarea label={t('salesSettings.invoice.address')} autosize minRows={2} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('salesSettings.invoice.prefix')} {...form.getInputProps('prefix')} />
            <TextInput
              label={t('salesSettings.invoice.startingNumber')}
              description={invoice.currentNumber ? t('salesSettings.invoice.current', { number: invoice.currentNumber }) : t('salesSettings.invoice.noneYet')}
              inputMode="numeric"
              {...form.getInputProps('startingNumber')}
              data-testid="starting-number"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('salesSettings.invoice.example', { number: example })}
          </Text>
          <SaveActions saving={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
