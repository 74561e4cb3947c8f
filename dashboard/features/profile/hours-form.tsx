import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZBusinessHoursFields, type TBusinessHours } from '../../../core/profile/hours-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { DayInput, dateOf, dayOf } from '../../components/day-input.tsx';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

type HoursValues = Pick<TBusinessHours, 'holidayState' | 'days' | 'closedDays'>;

/**
 * A set of opening hours (the company's on /profile/business-hour, a branch's on
 * /manage/branch/business-hour): each weekday's ranges, the closed days and the state whose
 * public holidays close it. save sends the values; the caller says whose they are.
 */
export function HoursForm({ hours, save, onSaved }: { hours: TBusinessHours; save(values: HoursValues): Promise<unknown>; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useScreenForm<HoursValues>({ initialValues: { holidayState: hours.holidayState, days: hours.days, closedDays: hours.closedDays }, validate: schemaResolver(ZBusinessHoursFields) });
  const { submit, saving } = useFormSave(form, save, () => {
    showSuccess(t('profile.hours.saved'));
    onSaved();
  });
  return (
    <form onSubmit={submit} data-testid="hours-form">
      <Stack>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('profile.hours.week')}
          </Title>
          <Stack gap="md">
            {form.values.days.map((day, i) => (
              <Stack key={day.dayId} gap={6} data-testid={`hours-day-${day.dayId}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{t(`messages.profile.weekdays.${day.dayId}`)}</Text>
                  <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(`days.${i}.ranges`, { opensAt: '09:00', closesAt: '18:00' })} data-testid={`add-range-${day.dayId}`}>
                    {t('profile.hours.addRange')}
                  </Button>
                </Group>
                {day.ranges.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('profile.hours.closed')}
                  </Text>
                )}
                {day.ranges.map((_, r) => (
                  <Group key={r} gap="xs" wrap="nowrap" align="flex-end">
                    <TimeInput label={t('profile.hours.opens')} style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`days.${i}.ranges.${r}.opensAt`)} />
                    <TimeInput label={t('profile.hours.closes')} style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`days.${i}.ranges.${r}.closesAt`)} />
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('profile.hours.removeRange')} onClick={() => form.removeListItem(`days.${i}.ranges`, r)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {form.errors[`days.${i}.ranges`] && (
                  <Text size="sm" c="red" role="alert">
                    {form.errors[`days.${i}.ranges`]}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('profile.hours.closedDays')}
          </Title>
          <Stack gap="sm">
            <Select
              label={t('profile.hours.holidayState')}
              description={t('profile.hours.holidayStateHint')}
              data={[{ value: '', label: t('profile.hours.noHolidays') }, ...MY_STATE_OPTIONS]}
              allowDeselect={false}
              {...form.getInputProps('holidayState')}
              data-testid="holiday-state"
            />
            {form.values.closedDays.map((_, c) => (
              <Group key={c} gap="xs" align="flex-end">
                <DayInput
                  label={t('profile.hours.day')}
                  value={dateOf(form.values.closedDays[c]!.day)}
                  onChange={(date) => form.setFieldValue(`closedDays.${c}.day`, dayOf(date) ?? '')}
                  error={form.errors[`closedDays.${c}.day`]}
                />
                <TextInput label={t('messages.profile.fields.closedDayNote')} style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`closedDays.${c}.note`)} />
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('profile.hours.removeClosedDay')} onClick={() => form.removeListItem('closedDays', c)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('closedDays', { day: '', note: '' })} data-testid="add-closed-day">
                {t('profile.hours.addClosedDay')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <SaveActions saving={saving} saveTestId="save-hours" />
      </Stack>
    </form>
  );
}
