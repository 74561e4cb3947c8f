import { Checkbox, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DELIVERY_PARTNER_LIMITS as L, SERVICE_CODES, VEHICLES, ZONE_CODES } from '../../../core/delivery-partner/constants.ts';
import { ZQuoteInput, type TQuote } from '../../../core/delivery-partner/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { senderId: string; zone: string; vehicle: string; services: string[]; orderIds: string[]; scheduleAt: string; remark: string };

const inputOf = (v: Values) => ({
  ...v,
  zone: v.zone as (typeof ZONE_CODES)[number],
  vehicle: v.vehicle as (typeof VEHICLES)[number],
  services: v.services as (typeof SERVICE_CODES)[number][],
  scheduleAt: v.scheduleAt ? new Date(v.scheduleAt.replace(' ', 'T')) : null,
});

/**
 * Get a quote: the pickup merchant, zone, vehicle, extra services, schedule and remark, and the
 * orders ready to ship as the stops (at most 15, in the order ticked).
 */
export function QuoteFormModal({ preselected, onQuoted, onClose }: { preselected: string[]; onQuoted(quote: TQuote): void; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const senders = trpc.deliveryPartner.senders.useQuery();
  const ready = trpc.deliveryPartner.readyOrders.useQuery();
  const create = trpc.deliveryPartner.createQuote.useMutation();
  const defaultSender = senders.data?.find((s) => s.isDefault)?.id ?? '';
  const form = useScreenForm<Values>({
    initialValues: { senderId: '', zone: 'KUL', vehicle: 'MOTORCYCLE', services: [], orderIds: preselected, scheduleAt: '', remark: '' },
    validate: (v) => zodErrors(ZQuoteInput.safeParse(inputOf({ ...v, senderId: v.senderId || defaultSender }))),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const quote = await create.mutateAsync(inputOf({ ...values, senderId: values.senderId || defaultSender }));
      await utils.deliveryPartner.quotes.invalidate();
      onQuoted(quote);
    },
    () => undefined,
  );
  const values = form.getValues();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('deliveryPartner.quotes.getQuote')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="quote-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('deliveryPartner.quotes.pickup')}
              withAsterisk
              data={(senders.data ?? []).map((s) => ({ value: s.id, label: s.companyName }))}
              value={values.senderId || defaultSender || null}
              onChange={(v) => form.setFieldValue('senderId', v ?? '')}
              error={form.errors.senderId}
              data-testid="quote-sender"
            />
            <Select label={t('deliveryPartner.quotes.zone')} withAsterisk data={ZONE_CODES.map((z) => ({ value: z, label: t(`deliveryPartner.zones.${z}`) }))} {...form.getInputProps('zone')} data-testid="quote-zone" />
            <Select label={t('deliveryPartner.quotes.vehicle')} withAsterisk data={VEHICLES.map((v) => ({ value: v, label: t(`deliveryPartner.vehicles.${v}`) }))} {...form.getInputProps('vehicle')} data-testid="quote-vehicle" />
          </SimpleGrid>
          <Checkbox.Group label={t('deliveryPartner.quotes.services')} description={t('deliveryPartner.quotes.servicesHint')} {...form.getInputProps('services')} data-testid="quote-services">
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
              {SERVICE_CODES.map((code) => (
                <Checkbox key={code} value={code} label={t(`deliveryPartner.services.${code}`)} data-testid={`service-${code}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimePicker label={t('deliveryPartner.quotes.scheduleAt')} description={t('deliveryPartner.quotes.scheduleHint')} clearable withSeconds={false} value={values.scheduleAt || null} onChange={(v) => form.setFieldValue('scheduleAt', v ?? '')} error={form.errors.scheduleAt} />
            <Textarea label={t('deliveryPartner.quotes.remark')} autosize minRows={1} maxLength={L.remarkMaxChars} {...form.getInputProps('remark')} />
          </SimpleGrid>
          <Checkbox.Group
            label={t('deliveryPartner.quotes.orders', { max: L.maxStops })}
            withAsterisk
            {...form.getInputProps('orderIds')}
            data-testid="quote-orders"
          >
            <Stack gap={6} mt="xs">
              {(ready.data ?? []).length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('deliveryPartner.quotes.noReadyOrders')}
                </Text>
              )}
              {(ready.data ?? []).map((o) => (
                <Checkbox key={o.id} value={o.id} label={`#${o.orderNo} · ${o.name} · ${o.address}`} data-testid={`ready-${o.orderNo}`} styles={{ label: { overflowWrap: 'anywhere' } }} />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
