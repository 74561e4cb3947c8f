import { Button, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { DayInput, dayOf } from '../../components/day-input.tsx';
import { MoneyInput } from '../../components/money-input.tsx';

interface Values extends Record<string, unknown> {
  title: string;
  description: string;
  quantity: number | string;
  budget: number | null;
  neededBy: Date | null;
}

/** A new request for quotation: what is wanted, how many, the target price and the day it is needed by. */
export function RfqRequestForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const create = trpc.rfq.create.useMutation();
  const form = useScreenForm<Values>({ initialValues: { title: '', description: '', quantity: '', budget: null, neededBy: null } });
  const { submit, saving } = useFormSave(
    form,
    (v) => create.mutateAsync({ title: v.title, description: v.description, quantity: typeof v.quantity === 'number' ? v.quantity : null, budget: v.budget, neededBy: dayOf(v.neededBy) }),
    onSaved,
  );
  return (
    <form onSubmit={submit} data-testid="rfq-request-form">
      <Stack>
        <TextInput label={t('rfq.fields.title')} withAsterisk {...form.getInputProps('title')} />
        <Textarea label={t('rfq.fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
        <NumberInput label={t('rfq.fields.quantity')} min={1} allowDecimal={false} {...form.getInputProps('quantity')} />
        <MoneyInput label={t('rfq.fields.budget')} {...form.getInputProps('budget')} />
        <DayInput label={t('rfq.fields.neededBy')} value={form.values.neededBy} onChange={(day) => form.setFieldValue('neededBy', day)} error={form.errors.neededBy} />
        <Button type="submit" loading={saving} data-testid="rfq-request-save">
          {t('rfq.save')}
        </Button>
      </Stack>
    </form>
  );
}
