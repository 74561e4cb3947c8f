import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderRateList } from './order-rate-list.tsx';

/** /mysales/delivery: an order parcel's courier rates, while the parcel-rate service's rate check is on. */
export function OrderRatesModal({ orderId, orderNo, onClose }: { orderId: string; orderNo: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('parcels.rates.ratesOf', { orderNo })}</Text>} centered>
      <OrderRateList orderId={orderId} />
    </Modal>
  );
}
