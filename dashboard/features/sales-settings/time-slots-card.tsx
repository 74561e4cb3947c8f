import { Alert, Card, Loader, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ZTimeSlotSettingsInput, type TTimeSlotSettingsInput } from '../../../core/sales-settings/schema.ts';
import { deliveryTimeSlots } from '../../../core/shipping/delivery-days.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { useSettingsSaved } from './use-settings-saved.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

function TimeSlotsForm({ initialValues }: { initialValues: TTimeSlotSettingsInput }) {
  const { t } = useTranslation();
  const settingsSaved = useSettingsSaved();
  const form = useScreenForm<TTimeSlotSettingsInput>({ initialValues, validate: schemaResolver(ZTimeSlotSettingsInput) });
  const save = trpc.orderSettings.updateTimeSlots.useMutation({
    onSuccess: (saved) => settingsSaved(saved, () => form.resetDirty(saved.timeSlots)),
    onError: (error) => showFormError(form, error),
  });
  const values = form.getValues();
  // The buyer's choice as the checkout will offer it.
  const preview = ZTimeSlotSettingsInput.safeParse(values).success ? deliveryTimeSlots(values) : [];
  return (
    <form onSubmit={form.onSubmit((input) => save.mutate(input))} noValidate data-testid="time-slots-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TimeInput label={t('salesSettings.slots.start')} {...form.getInputProps('slotStart')} />
          <TimeInput label={t('salesSettings.slots.end')} {...form.getInputProps('slotEnd')} />
          <NumberInput label={t('salesSettings.slots.interval')} description={t('salesSettings.slots.intervalHint')} min={0} allowDecimal={false} suffix=" min" {...form.getInputProps('slotIntervalMinutes')} />
          <NumberInput label={t('salesSettings.slots.daysAhead')} description={t('salesSettings.slots.daysAheadHint')} min={1} allowDecimal={false} {...form.getInputProps('slotDaysAhead')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="slot-preview">
          {preview.length ? t('salesSettings.slots.preview', { slots: preview.map((s) => `${s.start}–${s.end}`).join(', ') }) : t('salesSettings.slots.none')}
        </Text>
        <SaveActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** Delivery time slots: start, end, interval, and how many days ahead the buyer may choose. */
export function TimeSlotsCard() {
  const { t } = useTranslation();
  const settings = trpc.orderSettings.get.useQuery();
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{t('salesSettings.sections.slots')}</Title>
        {settings.error && <Alert color="red">{errorInfo(settings.error).message}</Alert>}
        {!settings.data && !settings.error && <Loader />}
        {settings.data && <TimeSlotsForm initialValues={settings.data.timeSlots} />}
      </Stack>
    </Card>
  );
}
