import { Divider, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TYPES, type TBusinessType, type TEInvoiceKind } from '../../../core/e-invoice/constants.ts';
import { ZEInvoiceProfileInput, type TEInvoiceProfile } from '../../../core/e-invoice/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { AddressFields } from './address-fields.tsx';
import { ContactsField } from './contacts-field.tsx';
import { inputOf, valuesOf, type ProfileValues } from './form-values.ts';
import { MsicSelect } from './msic-select.tsx';

/** Adds (profile null, of the kind given) or edits a customer profile: a company or a person as MyInvois knows them. */
export function ProfileFormModal({ kind, profile, onClose }: { kind: TEInvoiceKind; profile: TEInvoiceProfile | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.eInvoice.create.useMutation();
  const update = trpc.eInvoice.update.useMutation();
  const form = useScreenForm<ProfileValues>({ initialValues: valuesOf(kind, profile), validate: (v) => zodErrors(ZEInvoiceProfileInput.safeParse(inputOf(v))) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await (profile ? update.mutateAsync({ id: profile.id, profile: inputOf(v) }) : create.mutateAsync(inputOf(v)));
      await utils.eInvoice.invalidate();
    },
    () => {
      showSuccess(t('eInvoice.saved'));
      onClose();
    },
    profile ? 'profile.' : '',
  );
  const v = form.getValues();
  const company = v.kind === 'company';
  return (
    <Modal opened onClose={onClose} title={t(`eInvoice.${profile ? 'edit' : 'add'}.${v.kind}`)} size="xl">
      <form onSubmit={submit} noValidate data-testid="einvoice-form">
        <Stack>
          <TextInput label={t(company ? 'eInvoice.companyName' : 'eInvoice.personName')} withAsterisk {...form.getInputProps('name')} data-testid="einvoice-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {company ? (
              <TextInput label={t('eInvoice.brn')} description={t('eInvoice.brnHint')} withAsterisk {...form.getInputProps('brn')} data-testid="einvoice-brn" />
            ) : (
              <TextInput label={t('eInvoice.icNo')} description={t('eInvoice.icHint')} withAsterisk {...form.getInputProps('icNo')} data-testid="einvoice-ic" />
            )}
            <TextInput label={t('eInvoice.tin')} description={t(company ? 'eInvoice.tinCompanyHint' : 'eInvoice.tinPersonHint')} withAsterisk {...form.getInputProps('tin')} data-testid="einvoice-tin" />
          </SimpleGrid>
          {company ? (
            <>
              <Switch label={t('eInvoice.sstRegistrant')} {...form.getInputProps('sstRegistrant', { type: 'checkbox' })} data-testid="einvoice-sst-registrant" />
              {v.sstRegistrant && <TextInput label={t('eInvoice.sstNo')} description={t('eInvoice.sstHint')} withAsterisk {...form.getInputProps('sstNo')} data-testid="einvoice-sst" />}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MsicSelect value={v.msicCode} description={v.msicDescription} onChange={(code) => form.setFieldValue('msicCode', code)} error={form.errors.msicCode} />
                <Select
                  label={t('eInvoice.businessType')}
                  clearable
                  data={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`eInvoice.businessTypes.${b}`) }))}
                  value={v.businessType}
                  onChange={(b) => form.setFieldValue('businessType', b as TBusinessType | null)}
                />
              </SimpleGrid>
              <Divider />
              <ContactsField form={form} />
            </>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('eInvoice.email')} {...form.getInputProps('email')} />
              <TextInput label={t('eInvoice.phone')} {...form.getInputProps('phone')} />
            </SimpleGrid>
          )}
          <Divider />
          <AddressFields form={form} />
          <SaveActions saving={saving} saveTestId="einvoice-save" />
        </Stack>
      </form>
    </Modal>
  );
}
