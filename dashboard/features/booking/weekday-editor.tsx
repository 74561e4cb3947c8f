import { ActionIcon, Button, Card, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS } from '../../../core/booking/constants.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { newTime, type ServiceValues } from './service-form-values.ts';

/** One weekday: its switch, then its times (start, end, slots) that can be added and removed while it is enabled. */
function DayRow({ form, index }: { form: UseFormReturnType<ServiceValues>; index: number }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const day = form.getValues().schedule[index]!;
  const path = `schedule.${index}`;
  const enabled = form.getInputProps(`${path}.enabled`, { type: 'checkbox' });
  // A day switched on starts with one time, so that it offers something.
  const onEnabled = (event: ChangeEvent<HTMLInputElement>) => {
    enabled.onChange(event);
    if (canEdit && event.currentTarget.checked && day.times.length === 0) form.setFieldValue(`${path}.times`, [newTime()]);
  };
  return (
    <Stack gap="xs" data-testid={`day-${day.dayId}`}>
      <Switch label={t(`messages.profile.weekdays.${day.dayId}`)} {...enabled} onChange={onEnabled} data-testid={`day-enabled-${day.dayId}`} />
      {day.enabled &&
        day.times.map((_, j) => (
          <Group key={j} gap={6} align="flex-start" wrap="wrap" ps={{ base: 0, sm: 'xl' }}>
            <TextInput aria-label={t('booking.service.start')} placeholder="HH:MM" maxLength={5} w={72} {...form.getInputProps(`${path}.times.${j}.startTime`)} data-testid={`time-start-${day.dayId}-${j}`} />
            <TextInput aria-label={t('booking.service.end')} placeholder="HH:MM" maxLength={5} w={72} {...form.getInputProps(`${path}.times.${j}.endTime`)} data-testid={`time-end-${day.dayId}-${j}`} />
            <NumberInput aria-label={t('booking.service.slots')} leftSection={<Text size="xs">{t('booking.service.slotsShort')}</Text>} min={1} max={BOOKING_LIMITS.slots} allowDecimal={false} w={100} {...form.getInputProps(`${path}.times.${j}.slots`)} data-testid={`time-slots-${day.dayId}-${j}`} />
            {canEdit && (
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('booking.service.removeTime')} onClick={() => form.removeListItem(`${path}.times`, j)}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      {day.enabled && canEdit && day.times.length < BOOKING_LIMITS.timesPerDay && (
        <Group ps={{ base: 0, sm: 'xl' }}>
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(`${path}.times`, newTime())} data-testid={`add-time-${day.dayId}`}>
            {t('booking.service.addTime')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The seven weekday rows, Sunday first; the schedule's own message (no available day) under them. */
export function WeekdayEditor({ form }: { form: UseFormReturnType<ServiceValues> }) {
  const { t } = useTranslation();
  const error = form.errors.schedule;
  return (
    <Card withBorder data-testid="weekday-editor">
      <Text fw={600} mb="xs">
        {t('booking.service.schedule')}
      </Text>
      <Stack gap="md">
        {form.getValues().schedule.map((day, i) => (
          <DayRow key={day.dayId} form={form} index={i} />
        ))}
        {error && (
          <Text c="red" size="sm" data-testid="schedule-error">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
