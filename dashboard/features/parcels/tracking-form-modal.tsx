import { Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COURIERS } from '../../../core/orders/couriers.ts';
import { PARCEL_TRACKING_LIMITS as L } from '../../../core/parcels/tracking/constants.ts';
import { ZTrackingInput, ZTrackingUpdateInput, type TTrackingRecord } from '../../../core/parcels/tracking/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { trackingNo: string; courier: string; orderRef: string; parcelContent: string; customerName: string; customerEmail: string; customerPhone: string; note: string };

const valuesOf = (r: TTrackingRecord | null): Values => ({
  trackingNo: r?.trackingNo ?? '',
  courier: r?.courier ?? '',
  orderRef: r?.orderRef ?? '',
  parcelContent: r?.parcelContent ?? '',
  customerName: r?.customerName ?? '',
  customerEmail: r?.customerEmail ?? '',
  customerPhone: r?.customerPhone ?? '',
  note: r?.note ?? '',
});

/** Adds a tracking record (the service follows the parcel at once), or edits what was typed about it: the courier and number stay. */
export function TrackingFormModal({ record, onClose }: { record: TTrackingRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.parcelTracking.create.useMutation();
  const update = trpc.parcelTracking.update.useMutation();
  const form = useScreenForm<Values>({
    initialValues: valuesOf(record),
    validate: ({ trackingNo, courier, ...details }) => zodErrors(record ? ZTrackingUpdateInput.safeParse({ id: record.id, ...details }) : ZTrackingInput.safeParse({ trackingNo, courier, ...details })),
  });
  const { submit, saving } = useFormSave(
    form,
    async ({ trackingNo, courier, ...details }) => {
      const saved = record ? await update.mutateAsync({ id: record.id, ...details }) : await create.mutateAsync({ trackingNo, courier: courier as never, ...details });
      showSuccess(t('parcels.tracking.saved', { trackingNo: saved.trackingNo }));
      await utils.parcelTracking.invalidate();
    },
    onClose,
  );
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(record ? 'parcels.tracking.edit' : 'parcels.tracking.add')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="tracking-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('parcels.fields.trackingNo')} withAsterisk disabled={record !== null} maxLength={L.trackingNoMax} {...form.getInputProps('trackingNo')} data-testid="tracking-no" />
            <Select
              label={t('parcels.fields.courier')}
              withAsterisk
              disabled={record !== null}
              data={COURIERS.map((c) => ({ value: c.code, label: c.name }))}
              searchable
              {...form.getInputProps('courier')}
              data-testid="tracking-courier"
            />
            <TextInput label={t('parcels.fields.orderRef')} withAsterisk maxLength={L.orderRefMax} {...form.getInputProps('orderRef')} data-testid="tracking-order" />
            <TextInput label={t('parcels.fields.customerName')} withAsterisk maxLength={L.customerNameMax} {...form.getInputProps('customerName')} data-testid="tracking-customer" />
            <TextInput label={t('parcels.fields.customerEmail')} withAsterisk type="email" maxLength={L.emailMax} {...form.getInputProps('customerEmail')} data-testid="tracking-email" />
            <TextInput label={t('parcels.fields.customerPhone')} type="tel" maxLength={L.phoneMax} {...form.getInputProps('customerPhone')} data-testid="tracking-phone" />
          </SimpleGrid>
          <Textarea label={t('parcels.fields.parcelContent')} withAsterisk autosize minRows={2} maxLength={L.parcelContentMax} {...form.getInputProps('parcelContent')} data-testid="tracking-content" />
          <Textarea label={t('parcels.fields.note')} autosize minRows={2} maxLength={L.noteMax} {...form.getInputProps('note')} data-testid="tracking-note" />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
