import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TOrderDetail } from '../../../core/orders/schema.ts';
import type { OrderAction } from '../../../core/orders/status.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { CancelModal, MarkPaidModal, MarkShippedModal, QuoteShippingModal, RefundModal, type ActionModal } from './order-action-modals.tsx';
import { useOrderMutations } from './use-order-mutations.ts';

const COLORS: Partial<Record<OrderAction, string>> = { cancel: 'red', refund: 'grape' };

/** The buttons of the actions the order allows now (allowedActions), for users who may edit orders. */
export function OrderActionBar({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const mutations = useOrderMutations();
  const [open, setOpen] = useState<ActionModal | null>(null);
  if (!canEdit) return null;
  const actions = order.allowedActions.filter((a) => a !== 'replyQuotation');
  const confirmSimple = (action: 'confirmPayment' | 'complete') =>
    modals.openConfirmModal({
      title: <Text fw={700}>{t(`orders.actions.${action}`)}</Text>,
      centered: true,
      children: <Text>{t(`orders.actions.${action}Ask`, { no: order.orderNo })}</Text>,
      labels: { confirm: t(`orders.actions.${action}`), cancel: t('common.cancel') },
      onConfirm: () => mutations[action].mutate({ id: order.id }),
    });
  const click = (action: OrderAction) => {
    if (action === 'confirmPayment' || action === 'complete') confirmSimple(action);
    else if (action !== 'replyQuotation') setOpen(action);
  };
  const props = { order, mutations, onClose: () => setOpen(null) };
  return (
    <>
      <Group gap="xs" data-testid="order-actions">
        {actions.map((action) => (
          <Button key={action} color={COLORS[action]} variant={COLORS[action] ? 'light' : 'filled'} onClick={() => click(action)} data-testid={`action-${action}`}>
            {t(`orders.actions.${action}`)}
          </Button>
        ))}
      </Group>
      {open === 'markPaid' && <MarkPaidModal {...props} />}
      {open === 'quoteShipping' && <QuoteShippingModal {...props} />}
      {open === 'markShipped' && <MarkShippedModal {...props} />}
      {open === 'cancel' && <CancelModal {...props} />}
      {open === 'refund' && <RefundModal {...props} />}
    </>
  );
}
