import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WARRANTY_LIMITS as L } from '../../../core/warranty/constants.ts';
import { ZWarrantyInput, type TWarranty, type TWarrantyInput } from '../../../core/warranty/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { DayInput, dateOf, dayOf } from '../../components/day-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { ProductField } from './product-field.tsx';

type Values = Omit<TWarrantyInput, 'months'> & { months: number | string; productLabel: string };

const inputOf = ({ productLabel: _label, months, ...v }: Values): TWarrantyInput => ({ ...v, months: typeof months === 'number' ? months : Number.NaN });

const valuesOf = (w: TWarranty | null, today: string): Values =>
  w
    ? { productId: w.productId, optionId: w.optionId, productLabel: w.productName, serialNo: w.serialNo, buyerName: w.buyerName, buyerPhone: w.buyerPhone, buyerEmail: w.buyerEmail, orderNo: w.orderNo, startDate: w.startDate, months: w.months }
    : { productId: '', optionId: null, productLabel: '', serialNo: '', buyerName: '', buyerPhone: '', buyerEmail: '', orderNo: '', startDate: today, months: 12 };

/** Registers a sold item (warranty null) or edits one: product, serial number, buyer, order and period. */
export function WarrantyFormModal({ warranty, today, onClose }: { warranty: TWarranty | null; today: string; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.warranty.create.useMutation();
  const update = trpc.warranty.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(warranty, today), validate: (v) => zodErrors(ZWarrantyInput.safeParse(inputOf(v))) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      const input = inputOf(v);
      await (warranty ? update.mutateAsync({ id: warranty.id, warranty: input }) : create.mutateAsync(input));
      await utils.warranty.invalidate();
    },
    () => {
      showSuccess(t('warranty.saved'));
      onClose();
    },
    warranty ? 'warranty.' : '',
  );
  const v = form.getValues();
  return (
    <Modal opened onClose={onClose} title={t(warranty ? 'warranty.edit' : 'warranty.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="warranty-form">
        <Stack>
          <ProductField
            value={{ productId: v.productId, optionId: v.optionId ?? null, label: v.productLabel }}
            onChange={(p) => form.setValues({ productId: p.productId, optionId: p.optionId, productLabel: p.label })}
            productError={form.errors.productId}
            optionError={form.errors.optionId}
          />
          <TextInput label={t('warranty.serialNo')} withAsterisk maxLength={L.serialMaxChars} {...form.getInputProps('serialNo')} data-testid="warranty-serial" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('warranty.buyerName')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('buyerName')} data-testid="warranty-buyer" />
            <TextInput label={t('warranty.buyerPhone')} withAsterisk maxLength={L.phoneMaxChars} {...form.getInputProps('buyerPhone')} data-testid="warranty-phone" />
            <TextInput label={t('warranty.buyerEmail')} maxLength={L.emailMaxChars} {...form.getInputProps('buyerEmail')} />
            <TextInput label={t('warranty.orderNo')} maxLength={L.orderNoMaxChars} {...form.getInputProps('orderNo')} />
            <DayInput label={t('warranty.startDate')} withAsterisk value={dateOf(v.startDate)} onChange={(d) => form.setFieldValue('startDate', dayOf(d) ?? '')} error={form.errors.startDate} />
            <NumberInput label={t('warranty.months')} withAsterisk min={L.monthsMin} max={L.monthsMax} clampBehavior="none" allowDecimal={false} {...form.getInputProps('months')} data-testid="warranty-months" />
          </SimpleGrid>
          <SaveActions saving={saving} saveTestId="warranty-save" />
        </Stack>
      </form>
    </Modal>
  );
}
