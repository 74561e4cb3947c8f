import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import type { ProfileValues } from './form-values.ts';

/** A Malaysian address: lines, city, postcode and state; a customer's only when one is given (required: the supplier's, always). */
export function AddressFields({ form, required = false }: { form: UseFormReturnType<ProfileValues>; required?: boolean }) {
  const { t } = useTranslation();
  const shown = required || form.getValues().hasAddress;
  return (
    <Stack gap="xs">
      {!required && <Switch label={t('eInvoice.withAddress')} {...form.getInputProps('hasAddress', { type: 'checkbox' })} data-testid="einvoice-with-address" />}
      {shown && (
        <>
          <TextInput label={t('eInvoice.addressLine', { n: 1 })} withAsterisk {...form.getInputProps('address.line1')} data-testid="einvoice-line1" />
          <TextInput label={t('eInvoice.addressLine', { n: 2 })} {...form.getInputProps('address.line2')} />
          <TextInput label={t('eInvoice.addressLine', { n: 3 })} {...form.getInputProps('address.line3')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('eInvoice.city')} withAsterisk {...form.getInputProps('address.city')} data-testid="einvoice-city" />
            <TextInput label={t('eInvoice.postcode')} withAsterisk maxLength={5} inputMode="numeric" {...form.getInputProps('address.postcode')} data-testid="einvoice-postcode" />
            <Select label={t('eInvoice.state')} withAsterisk data={MY_STATE_OPTIONS} searchable {...form.getInputProps('address.state')} data-testid="einvoice-state" />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
