import { useState } from 'react';
import { Button, Checkbox, FileButton, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { COURIERS } from '../../../core/orders/couriers.ts';
import { PAYMENT_METHODS, ZCancelInput, ZMarkPaidInput, ZMarkShippedInput, ZQuoteShippingInput, ZRefundInput, type TOrderDetail } from '../../../core/orders/schema.ts';
import { confirmIrreversible } from '../../app/dialogs.tsx';
import { useSession } from '../../app/session.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { useUploader } from '../../components/use-uploader.ts';
import { fromWallClock, toWallClock } from '../../components/wall-clock.ts';
import { fieldErrors } from '../../components/zod-errors.ts';
import type { useOrderMutations } from './use-order-mutations.ts';
import { QuoteFromRate } from '../../components/parcels/quote-from-rate.tsx';

type Mutations = ReturnType<typeof useOrderMutations>;
export type ActionModal = 'markPaid' | 'quoteShipping' | 'markShipped' | 'cancel' | 'refund';

interface Props {
  order: TOrderDetail;
  mutations: Mutations;
  onClose(): void;
}

function useTimeZone() {
  return useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
}

function Actions({ onClose, pending, label, color }: { onClose(): void; pending: boolean; label: string; color?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending} color={color} data-testid="action-submit">
        {label}
      </Button>
    </Group>
  );
}

/** Mark as paid: the payment's details and proof, then the irreversible-action confirmation. */
export function MarkPaidModal({ order, mutations, onClose }: Props) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [values, setValues] = useState({ method: 'bank_transfer', bankName: '', accountNumber: '', transactionId: '', paidOn: toWallClock(new Date(), timeZone) });
  const [amountSen, setAmountSen] = useState<number | null>(order.charges.totalSen);
  const [attachment, setAttachment] = useState<{ id: string; name: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const uploader = useUploader('payment-proof', (uploaded, file) => setAttachment({ id: uploaded.id, name: file.name }));
  const set = (field: keyof typeof values) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { id: order.id, payment: { ...values, paidOn: fromWallClock(values.paidOn, timeZone), amountSen, attachmentId: attachment?.id ?? null } };
    const parsed = ZMarkPaidInput.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, 'payment.'));
    setErrors({});
    confirmIrreversible({ title: t('orders.actions.markPaid'), confirmLabel: t('orders.actions.markPaid'), onConfirm: () => mutations.markPaid.mutate(parsed.data, { onSuccess: onClose }) });
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('orders.actions.markPaid')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="mark-paid-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('orders.fields.method')}
              withAsterisk
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.paymentMethods.${m}`) }))}
              value={values.method}
              onChange={set('method')}
              error={errors.method}
            />
            <MoneyInput label={t('orders.fields.amount')} withAsterisk value={amountSen} onChange={setAmountSen} error={errors.amountSen} />
            <TextInput label={t('orders.fields.bankName')} value={values.bankName} onChange={(e) => set('bankName')(e.currentTarget.value)} error={errors.bankName} />
            <TextInput label={t('orders.fields.accountNumber')} value={values.accountNumber} onChange={(e) => set('accountNumber')(e.currentTarget.value)} error={errors.accountNumber} />
            <TextInput label={t('orders.fields.transactionId')} value={values.transactionId} onChange={(e) => set('transactionId')(e.currentTarget.value)} error={errors.transactionId} />
            <DateTimePicker label={t('orders.fields.paidOn')} withAsterisk withSeconds={false} value={values.paidOn} onChange={set('paidOn')} error={errors.paidOn} />
          </SimpleGrid>
          <Group gap="sm">
            <FileButton onChange={(file) => file && uploader.upload([file])} accept="image/png,image/jpeg,image/gif,image/webp,application/pdf">
              {(props) => (
                <Button variant="default" loading={uploader.uploading} {...props}>
                  {t('orders.fields.attachment')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {attachment?.name ?? t('orders.detail.noAttachment')}
            </Text>
          </Group>
          <Actions onClose={onClose} pending={mutations.markPaid.isPending} label={t('orders.actions.markPaid')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Quote the shipping fee of an order placed with a quote_shipping option. */
export function QuoteShippingModal({ order, mutations, onClose }: Props) {
  const { t } = useTranslation();
  const [fee, setFee] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZQuoteShippingInput.safeParse({ id: order.id, shippingSen: fee });
    if (!parsed.success) return setError(fieldErrors(parsed.error).shippingSen);
    mutations.quoteShipping.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('orders.actions.quoteShipping')}</Text>} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MoneyInput label={t('orders.charges.shipping')} withAsterisk value={fee} onChange={setFee} error={error} data-testid="quote-fee" />
          <Actions onClose={onClose} pending={mutations.quoteShipping.isPending} label={t('orders.actions.quoteShipping')} />
        </Stack>
      </form>
      <QuoteFromRate orderId={order.id} onQuoted={onClose} />
    </Modal>
  );
}

/** Mark as shipped: courier, tracking number, date and time, and an optional remark. */
export function MarkShippedModal({ order, mutations, onClose }: Props) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [values, setValues] = useState({ courier: '', trackingNo: '', shippedAt: toWallClock(new Date(), timeZone), remark: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZMarkShippedInput.safeParse({ id: order.id, ...values, shippedAt: fromWallClock(values.shippedAt, timeZone) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    mutations.markShipped.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('orders.actions.markShipped')}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="mark-shipped-form">
        <Stack>
          <Select
            label={t('orders.fields.courier')}
            withAsterisk
            searchable
            data={COURIERS.map((c) => ({ value: c.code, label: c.name }))}
            value={values.courier || null}
            onChange={set('courier')}
            error={errors.courier}
          />
          <TextInput label={t('orders.fields.trackingNo')} withAsterisk value={values.trackingNo} onChange={(e) => set('trackingNo')(e.currentTarget.value)} error={errors.trackingNo} />
          <DateTimePicker label={t('orders.fields.shippedAt')} withAsterisk value={values.shippedAt} onChange={set('shippedAt')} error={errors.shippedAt} />
          <Textarea label={t('orders.fields.remark')} autosize minRows={2} value={values.remark} onChange={(e) => set('remark')(e.currentTarget.value)} error={errors.remark} />
          <Actions onClose={onClose} pending={mutations.markShipped.isPending} label={t('orders.actions.markShipped')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancel, optionally setting some items' products out of stock; irreversible, so it asks first. */
export function CancelModal({ order, mutations, onClose }: Props) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [outOfStock, setOutOfStock] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const items = order.items.filter((i) => i.productId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZCancelInput.safeParse({ id: order.id, remark, outOfStockItemIds: outOfStock });
    if (!parsed.success) return setError(fieldErrors(parsed.error).remark);
    confirmIrreversible({ title: t('orders.actions.cancel'), confirmLabel: t('orders.actions.cancel'), onConfirm: () => mutations.cancel.mutate(parsed.data, { onSuccess: onClose }) });
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('orders.actions.cancel')}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="cancel-form">
        <Stack>
          <Textarea label={t('orders.fields.cancelRemark')} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} error={error} />
          {items.length > 0 && (
            <Checkbox.Group label={t('orders.detail.setOutOfStock')} value={outOfStock} onChange={setOutOfStock}>
              <Stack gap={4} mt={4}>
                {items.map((item) => (
                  <Checkbox key={item.id} value={item.id} label={`${item.name}${item.options ? ` (${item.options})` : ''}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Actions onClose={onClose} pending={mutations.cancel.isPending} label={t('orders.actions.cancel')} color="red" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Refund a shipped or completed order, with a remark; irreversible, so it asks first. */
export function RefundModal({ order, mutations, onClose }: Props) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRefundInput.safeParse({ id: order.id, remark });
    if (!parsed.success) return setError(fieldErrors(parsed.error).remark);
    confirmIrreversible({ title: t('orders.actions.refund'), confirmLabel: t('orders.actions.refund'), onConfirm: () => mutations.refund.mutate(parsed.data, { onSuccess: onClose }) });
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('orders.actions.refund')}</Text>} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea label={t('orders.fields.remark')} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} error={error} />
          <Actions onClose={onClose} pending={mutations.refund.isPending} label={t('orders.actions.refund')} color="red" />
        </Stack>
      </form>
    </Modal>
  );
}
