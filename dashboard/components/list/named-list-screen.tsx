import type { ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { AddButton } from '../add-button.tsx';
import { useDateTime } from '../format.ts';
import { ListScreen } from './list-screen.tsx';
import type { ListParamsControl } from './use-list-params.ts';

interface Named {
  id: string;
  /** When it was added; categories keep no date. */
  createdAt?: Date;
}

interface Props<T extends Named> {
  testId: string;
  addLabel: string;
  control: ListParamsControl;
  records: T[] | undefined;
  total: number;
  fetching: boolean;
  /** The kind's own columns; the usage count, the date added (when kept) and the actions follow. */
  columns: DataTableColumn<T>[];
  /** The column counting what uses each row (products, news items...): deleting a used one is refused. */
  usage: { accessor: keyof T & string; title: string };
  nameOf(row: T): string;
  onAdd(): void;
  onEdit(row: T): void;
  /** Deletes after the user confirmed; a thing in use is refused with '{name} is in use'. */
  onDelete(row: T): void;
  /** Actions before edit and delete (e.g. add a sub-category). */
  extraActions?: (row: T) => ReactNode;
  searchPlaceholder?: string;
  /** Whether the kind keeps the date each row was added (categories do not). */
  withDate?: boolean;
}

/** A list of named things (tags, brands, categories, content categories...): search, pages, add, edit and delete. */
export function NamedListScreen<T extends Named>(props: Props<T>) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const canEdit = useCanEdit();
  const confirmDelete = (row: T) =>
    confirmIrreversible({ title: t('catalogue.taxonomy.deleteTitle', { name: props.nameOf(row) }), confirmLabel: t('common.delete'), onConfirm: () => props.onDelete(row) });
  return (
    <ListScreen<T>
      testId={props.testId}
      control={props.control}
      searchPlaceholder={props.searchPlaceholder}
      toolbar={<AddButton label={props.addLabel} onClick={props.onAdd} testId="add-entry" />}
      records={props.records}
      total={props.total}
      fetching={props.fetching}
      idAccessor="id"
      columns={[
        ...props.columns,
        { accessor: props.usage.accessor, title: props.usage.title, textAlign: 'right', width: 110 },
        ...(props.withDate === false ? [] : [{ accessor: 'createdAt', title: t('catalogue.taxonomy.created'), width: 150, render: (row: T) => formatDateTime(row.createdAt, false) }]),
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          width: 130,
          render: (row) =>
            canEdit && (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {props.extraActions?.(row)}
                <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => props.onEdit(row)} data-testid={`edit-${props.nameOf(row)}`}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => confirmDelete(row)} data-testid={`delete-${props.nameOf(row)}`}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
        },
      ]}
    />
  );
}
