import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ZDisabledDateInput } from '../../../core/shipping/settings-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

type Values = { fromDate: string; toDate: string | null };

/** Days without delivery: pick one day or a range; the list shows who added each. */
export function DisabledDatesCard() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const dates = trpc.disabledDeliveryDates.list.useQuery();
  const form = useScreenForm<Values>({ initialValues: { fromDate: '', toDate: null }, validate: schemaResolver(ZDisabledDateInput) });
  const add = trpc.disabledDeliveryDates.create.useMutation({
    onSuccess: () => {
      form.reset();
      void utils.disabledDeliveryDates.invalidate();
    },
    onError: (error) => showFormError(form, error),
  });
  const remove = trpc.disabledDeliveryDates.delete.useMutation({ onSuccess: () => utils.disabledDeliveryDates.invalidate(), onError: showError });
  const values = form.getValues();
  const range: DatesRangeValue<string> = [values.fromDate || null, values.toDate];
  const label = (d: { fromDate: string; toDate: string }) => (d.fromDate === d.toDate ? d.fromDate : t('salesSettings.dates.range', { from: d.fromDate, to: d.toDate }));
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{t('salesSettings.sections.dates')}</Title>
        <Text size="sm" c="dimmed">
          {t('salesSettings.dates.hint')}
        </Text>
        {canEdit && (
          <form onSubmit={form.onSubmit((input) => add.mutate(input))} noValidate data-testid="disabled-date-form">
            <Group align="flex-start">
              <DatePickerInput
                type="range"
                allowSingleDateInRange
                clearable
                valueFormat="YYYY-MM-DD"
                label={t('salesSettings.dates.pick')}
                placeholder={t('salesSettings.dates.pick')}
                value={range}
                onChange={([from, to]) => {
                  form.setFieldValue('fromDate', from ?? '');
                  form.setFieldValue('toDate', to);
                }}
                error={form.errors.fromDate ?? form.errors.toDate}
                w={280}
                data-testid="disabled-date-picker"
              />
              <Button type="submit" mt={25} loading={add.isPending}>
                {t('salesSettings.dates.add')}
              </Button>
            </Group>
          </form>
        )}
        <CardTable
          testId="disabled-dates"
          headings={[t('salesSettings.dates.date'), t('salesSettings.dates.addedBy'), t('salesSettings.dates.addedOn'), null]}
          records={dates.data}
          row={(d) => (
            <Table.Tr key={d.id}>
              <Table.Td data-label={t('salesSettings.dates.date')}>{label(d)}</Table.Td>
              <Table.Td data-label={t('salesSettings.dates.addedBy')}>{d.addedBy || '—'}</Table.Td>
              <Table.Td data-label={t('salesSettings.dates.addedOn')}>{formatDateTime(d.createdAt)}</Table.Td>
              <Table.Td align="right">
                <RowDeleteButton title={t('salesSettings.deleteTitle', { name: label(d) })} onConfirm={() => remove.mutate({ id: d.id })} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Card>
  );
}
