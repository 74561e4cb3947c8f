import { Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MERCHANT_POINTS_LIMITS as L } from '../../../core/merchant-points/constants.ts';
import { ZNpVoucherInput, type TNpVoucher } from '../../../core/merchant-points/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { name: string; points: number | string; description: string; remark: string; active: boolean };
const inputOf = (v: Values) => ({ ...v, points: typeof v.points === 'number' ? v.points : Number.NaN });

/** Adds or edits a voucher on offer for merchant points. */
export function VoucherFormModal({ voucher, onClose }: { voucher: TNpVoucher | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.merchantPoints.createVoucher.useMutation();
  const update = trpc.merchantPoints.updateVoucher.useMutation();
  const form = useScreenForm<Values>({
    initialValues: voucher ? { name: voucher.name, points: voucher.points, description: voucher.description, remark: voucher.remark, active: voucher.active } : { name: '', points: 100, description: '', remark: '', active: true },
    validate: (v) => zodErrors(ZNpVoucherInput.safeParse(inputOf(v))),
  });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await (voucher ? update.mutateAsync({ id: voucher.id, voucher: inputOf(v) }) : create.mutateAsync(inputOf(v)));
      await utils.merchantPoints.invalidate();
    },
    () => {
      showSuccess(t('npVouchers.saved'));
      onClose();
    },
    voucher ? 'voucher.' : '',
  );
  return (
    <Modal opened onClose={onClose} title={t(voucher ? 'npVouchers.edit' : 'npVouchers.add')}>
      <form onSubmit={submit} noValidate data-testid="np-voucher-form">
        <Stack>
          <TextInput label={t('npVouchers.name')} withAsterisk maxLength={L.nameMaxChars} {...form.getInputProps('name')} data-testid="np-voucher-name" />
          <NumberInput label={t('npVouchers.points')} withAsterisk min={L.pointsMin} allowDecimal={false} clampBehavior="none" {...form.getInputProps('points')} data-testid="np-voucher-points" />
          <Textarea label={t('npVouchers.description')} autosize minRows={2} maxLength={L.descriptionMaxChars} {...form.getInputProps('description')} />
          <Textarea label={t('npVouchers.remark')} autosize minRows={2} maxLength={L.remarkMaxChars} {...form.getInputProps('remark')} />
          <Switch label={t('npVouchers.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <SaveActions saving={saving} saveTestId="np-voucher-save" />
        </Stack>
      </form>
    </Modal>
  );
}
