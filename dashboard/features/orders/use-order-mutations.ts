import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/** The single-order actions; each refreshes the order and the lists, and shows a refusal in the error dialog. */
export function useOrderMutations() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => {
      showSuccess(t('orders.actions.done'));
      void utils.orders.invalidate();
    },
    onError: showError,
  };
  return {
    markPaid: trpc.orders.markPaid.useMutation(options),
    confirmPayment: trpc.orders.confirmPayment.useMutation(options),
    quoteShipping: trpc.orders.quoteShipping.useMutation(options),
    markShipped: trpc.orders.markShipped.useMutation(options),
    complete: trpc.orders.complete.useMutation(options),
    cancel: trpc.orders.cancel.useMutation(options),
    refund: trpc.orders.refund.useMutation(options),
  };
}
