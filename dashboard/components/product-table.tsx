import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../app/screen-access.tsx';

// The pieces every promotion's product table repeats, so they look and behave alike.

/** The section's title and, when onAdd is given and the user may change the screen's module, the button opening the product picker. */
export function ProductTableTitle({ title, addLabel, addTestId, onAdd }: { title: string; addLabel: string; addTestId: string; onAdd?: () => void }) {
  const canEdit = useCanEdit();
  return (
    <Group justify="space-between">
      <Text fw={600}>{title}</Text>
      {onAdd && canEdit && (
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAdd} data-testid={addTestId}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}

/** The header row: the given columns, then an empty one over the remove buttons. */
export function ProductTableHead({ columns }: { columns: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
        <Table.Th />
      </Table.Tr>
    </Table.Thead>
  );
}

/** The product's name, a dimmed line under it (SKU or option), and the row's error; label: the column's heading, shown above it on a phone. */
export function ProductNameCell({ name, label, detail, error }: { name: string; label?: string; detail?: ReactNode; error?: ReactNode }) {
  return (
    <Table.Td data-label={label}>
      <Text size="sm">{name}</Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Table.Td>
  );
}

/** The last cell: removes the row, when onRemove is given and the user may change the screen's module. */
export function RemoveRowCell({ onRemove }: { onRemove?: () => void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  return (
    <Table.Td w={40}>
      {onRemove && canEdit && (
        <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Table.Td>
  );
}
