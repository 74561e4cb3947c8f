import { Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZPickupAddressInput, type TPickupAddressInput, type TPickupAddressRow } from '../../../core/shipping/settings-schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { usePlaces } from '../../components/use-places.ts';
import { TitleInputs } from './title-inputs.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

const BLANK: TPickupAddressInput = { titleEn: '', titleCn: '', titleBm: '', countryCode: 'MY', address: '', name: '', contact: '', sort: 0, description: '', active: true };

const valuesOf = ({ titleEn, titleCn, titleBm, countryCode, address, name, contact, sort, description, active }: TPickupAddressRow): TPickupAddressInput => ({
  titleEn,
  titleCn,
  titleBm,
  countryCode,
  address,
  name,
  contact,
  sort,
  description,
  active,
});

interface Props {
  address: TPickupAddressRow | null;
  save(values: TPickupAddressInput): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** A self pick-up address: titles, country, address, contact name and number, sorting, description, active. */
export function PickupFormModal({ address, save, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const places = usePlaces();
  const form = useScreenForm<TPickupAddressInput>({ initialValues: address ? valuesOf(address) : BLANK, validate: schemaResolver(ZPickupAddressInput) });
  const { submit, saving } = useFormSave(form, save, onSaved);
  const values = form.getValues();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(address ? 'salesSettings.pickup.edit' : 'salesSettings.pickup.add')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="pickup-form">
        <Stack>
          <TitleInputs form={form} label={t('salesSettings.pickup.title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('salesSettings.country')} withAsterisk searchable allowDeselect={false} data={places.countryOptions(values.countryCode)} {...form.getInputProps('countryCode')} />
            <NumberInput label={t('salesSettings.sorting')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
          </SimpleGrid>
          <Textarea label={t('salesSettings.pickup.address')} withAsterisk autosize minRows={2} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('salesSettings.pickup.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('salesSettings.pickup.contact')} inputMode="tel" {...form.getInputProps('contact')} />
          </SimpleGrid>
          <Textarea label={t('salesSettings.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <Switch label={t('salesSettings.pickup.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
