import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSen } from '../../../core/shared/money-format.ts';
import { ZInstallmentInput, type TInstallment } from '../../../core/website/setting-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

type Values = { name: string; minAmount: number | null; months: string };

function InstallmentForm({ editing, onSaved }: { editing: TInstallment | null; onSaved(): void }) {
  const { t } = useTranslation();
  const create = trpc.website.installments.create.useMutation();
  const update = trpc.website.installments.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: { name: editing?.name ?? '', minAmount: editing?.minAmount ?? 0, months: editing?.months ?? '' }, validate: schemaResolver(ZInstallmentInput) });
  const { submit, saving } = useFormSave(
    form,
    (v) => {
      const input = { name: v.name, minAmount: v.minAmount ?? -1, months: v.months };
      return editing ? update.mutateAsync({ ...input, id: editing.id }) : create.mutateAsync(input);
    },
    onSaved,
  );
  return (
    <form onSubmit={submit} data-testid="installment-form">
      <Stack>
        <TextInput label={t('website.installments.name')} withAsterisk {...form.getInputProps('name')} />
        <MoneyInput label={t('website.installments.minAmount')} withAsterisk {...form.getInputProps('minAmount')} />
        <TextInput label={t('website.installments.months')} description={t('website.installments.monthsHint')} withAsterisk {...form.getInputProps('months')} />
        <SaveActions saving={saving} saveTestId="installment-save" />
      </Stack>
    </form>
  );
}

/** The installment options of the website setting: name, minimum amount, months. */
export function InstallmentsCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const list = trpc.website.installments.list.useQuery();
  const remove = trpc.website.installments.delete.useMutation();
  const [editing, setEditing] = useState<TInstallment | 'new' | null>(null);
  const refresh = () => utils.website.installments.invalidate();
  return (
    <Card withBorder data-testid="installments">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('website.installments.title')}
        </Title>
        {canEdit && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')} data-testid="installment-add">
            {t('website.installments.add')}
          </Button>
        )}
      </Group>
      <CardTable<TInstallment>
        testId="installment-table"
        headings={[t('website.installments.name'), t('website.installments.minAmount'), t('website.installments.months'), '']}
        records={list.data}
        row={(i) => (
          <Table.Tr key={i.id}>
            <Table.Td data-label={t('website.installments.name')}>{i.name}</Table.Td>
            <Table.Td data-label={t('website.installments.minAmount')}>{formatSen(i.minAmount)}</Table.Td>
            <Table.Td data-label={t('website.installments.months')}>{i.months}</Table.Td>
            <Table.Td>
              {canEdit && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" onClick={() => setEditing(i)} aria-label={t('common.edit')}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <RowDeleteButton title={t('website.installments.deleteOne', { name: i.name })} onConfirm={() => void remove.mutateAsync({ id: i.id }).then(refresh, showError)} />
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={<Text fw={700}>{t(editing === 'new' ? 'website.installments.add' : 'website.installments.edit')}</Text>} centered>
        {editing !== null && (
          <InstallmentForm
            editing={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}
