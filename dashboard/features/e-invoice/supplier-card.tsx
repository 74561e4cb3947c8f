import { useState } from 'react';
import { Button, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZEInvoiceSupplierInput, type TEInvoiceSupplier, type TEInvoiceSupplierInput } from '../../../core/e-invoice/supplier-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { FactsCard } from '../../components/facts-card.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { AddressFields } from './address-fields.tsx';
import { valuesOf, type ProfileValues } from './form-values.ts';
import { MsicSelect } from './msic-select.tsx';

/** The supplier details as the company form's values (the same fields, an address always). */
function supplierValues(s: TEInvoiceSupplier | null): ProfileValues {
  const blank = { ...valuesOf('company', null), hasAddress: true, contacts: [] };
  if (!s) return blank;
  const { line1, line2, line3, city, postcode, state } = s.address;
  return { ...blank, name: s.name, brn: s.brn, tin: s.tin, sstRegistrant: s.sstRegistrant, sstNo: s.sstNo, msicCode: s.msicCode, msicDescription: s.msicDescription, phone: s.phone, email: s.email, address: { line1, line2, line3, city, postcode, state } };
}

const inputOf = (v: ProfileValues): TEInvoiceSupplierInput => ({ name: v.name, brn: v.brn, tin: v.tin, sstRegistrant: v.sstRegistrant, sstNo: v.sstRegistrant ? v.sstNo : '', msicCode: v.msicCode, phone: v.phone, email: v.email, address: v.address });

function SupplierFormModal({ supplier, onClose }: { supplier: TEInvoiceSupplier | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.eInvoiceRequests.saveSupplier.useMutation();
  const form = useScreenForm<ProfileValues>({ initialValues: supplierValues(supplier), validate: (v) => zodErrors(ZEInvoiceSupplierInput.safeParse(inputOf(v))) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await save.mutateAsync(inputOf(v));
      await utils.eInvoiceRequests.supplier.invalidate();
    },
    () => {
      showSuccess(t('eInvoice.supplier.saved'));
      onClose();
    },
  );
  const v = form.getValues();
  return (
    <Modal opened onClose={onClose} title={t('eInvoice.supplier.title')} size="xl">
      <form onSubmit={submit} noValidate data-testid="einvoice-supplier-form">
        <Stack>
          <TextInput label={t('eInvoice.supplier.name')} withAsterisk {...form.getInputProps('name')} data-testid="einvoice-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('eInvoice.brn')} description={t('eInvoice.brnHint')} withAsterisk {...form.getInputProps('brn')} data-testid="einvoice-brn" />
            <TextInput label={t('eInvoice.tin')} description={t('eInvoice.tinCompanyHint')} withAsterisk {...form.getInputProps('tin')} data-testid="einvoice-tin" />
          </SimpleGrid>
          <Switch label={t('eInvoice.sstRegistrant')} {...form.getInputProps('sstRegistrant', { type: 'checkbox' })} />
          {v.sstRegistrant && <TextInput label={t('eInvoice.sstNo')} description={t('eInvoice.sstHint')} withAsterisk {...form.getInputProps('sstNo')} data-testid="einvoice-sst" />}
          <MsicSelect value={v.msicCode} description={v.msicDescription} onChange={(code) => form.setFieldValue('msicCode', code)} error={form.errors.msicCode} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('eInvoice.phone')} withAsterisk {...form.getInputProps('phone')} data-testid="einvoice-phone" />
            <TextInput label={t('eInvoice.email')} withAsterisk {...form.getInputProps('email')} data-testid="einvoice-email" />
          </SimpleGrid>
          <AddressFields form={form} required />
          <SaveActions saving={saving} saveTestId="einvoice-supplier-save" />
        </Stack>
      </form>
    </Modal>
  );
}

/** The merchant's own details every document carries as its supplier; none yet says approvals wait for them. */
export function SupplierCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState(false);
  const supplier = trpc.eInvoiceRequests.supplier.useQuery();
  const s = supplier.data ?? null;
  return (
    <>
      <FactsCard
        title={t('eInvoice.supplier.title')}
        rows={
          s
            ? [
                [t('eInvoice.supplier.name'), s.name],
                [t('eInvoice.tin'), s.tin],
                [t('eInvoice.brn'), s.brn],
                [t('eInvoice.sstNo'), s.sstNo],
                [t('eInvoice.msic'), `${s.msicCode} · ${s.msicDescription}`],
                [t('eInvoice.phone'), s.phone],
                [t('eInvoice.email'), s.email],
              ]
            : undefined
        }
      >
        {supplier.isSuccess && !s && <Text c="dimmed">{t('eInvoice.supplier.none')}</Text>}
        {canEdit && supplier.isSuccess && (
          <Button variant="light" mt="sm" onClick={() => setEditing(true)} data-testid="einvoice-supplier-edit">
            {t('eInvoice.supplier.edit')}
          </Button>
        )}
      </FactsCard>
      {editing && <SupplierFormModal supplier={s} onClose={() => setEditing(false)} />}
    </>
  );
}
