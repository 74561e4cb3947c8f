import { Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZRateAddressInput, type TRateAddress } from '../../../core/parcels/rates/schema.ts';
import type { TMyStateCode } from '../../../core/shipping/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import { usePlaces } from '../../components/use-places.ts';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { companyName: string; name: string; contact: string; address: string; city: string; postcode: string; state: string; isDefault: boolean };
const EMPTY: Values = { companyName: '', name: '', contact: '', address: '', city: '', postcode: '', state: '', isDefault: false };
const REQUIRED = ['name', 'contact', 'address', 'city', 'postcode'] as const;

/** A sender address of the parcel-rate service: Malaysia only (the service prices Malaysian parcels); "default" moves the default here. */
export function RateAddressModal({ address, onClose }: { address: TRateAddress | null; onClose(): void }) {
  const { t } = useTranslation();
  const places = usePlaces();
  const utils = trpc.useUtils();
  const create = trpc.parcelRates.createAddress.useMutation();
  const update = trpc.parcelRates.updateAddress.useMutation();
  const form = useScreenForm<Values>({ initialValues: address ? { ...address } : EMPTY, validate: (v) => zodErrors(ZRateAddressInput.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const input = { ...values, country: 'MY' as const, state: values.state as TMyStateCode };
      const saved = address ? await update.mutateAsync({ id: address.id, ...input }) : await create.mutateAsync(input);
      showSuccess(t('parcels.rates.addressSaved', { name: saved.name }));
      await utils.parcelRates.addresses.invalidate();
    },
    onClose,
  );
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(address ? 'parcels.rates.editAddress' : 'parcels.rates.addAddress')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="rate-address-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('parcels.fields.country')} value={places.country('MY')} readOnly />
            <TextInput label={t('parcels.fields.companyName')} {...form.getInputProps('companyName')} data-testid="address-companyName" />
            {REQUIRED.map((field) => (
              <TextInput key={field} label={t(`parcels.fields.${field}`)} withAsterisk {...form.getInputProps(field)} data-testid={`address-${field}`} />
            ))}
            <Select label={t('parcels.fields.state')} withAsterisk searchable data={MY_STATE_OPTIONS} {...form.getInputProps('state')} onChange={(v) => form.setFieldValue('state', v ?? '')} data-testid="address-state" />
          </SimpleGrid>
          <Switch label={t('parcels.rates.makeDefault')} disabled={address?.isDefault} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="address-default" />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
