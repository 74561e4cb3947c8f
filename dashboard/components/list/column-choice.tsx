import type { ReactNode } from 'react';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

/**
 * The columns a user may hide and show, chosen from a labelled "Columns" menu and kept in
 * localStorage under key (the store mantine-datatable's own toggling uses). The table gets its
 * columns without `toggleable`: the table's built-in toggle puts unlabelled buttons in the
 * headers and a right-click menu that a keyboard cannot open.
 */
export function useColumnChoice<T>(key: string | undefined, columns: DataTableColumn<T>[]): { columns: DataTableColumn<T>[]; menu: ReactNode } {
  const { t } = useTranslation();
  const { effectiveColumns, columnsToggle, setColumnsToggle } = useDataTableColumns<T>({ key, columns });
  const shown = effectiveColumns.map(({ toggleable: _toggleable, ...column }) => column);
  const choices = columns.filter((c) => c.toggleable);
  if (!key || choices.length === 0) return { columns: shown, menu: null };

  const isShown = (accessor: string) => columnsToggle.find((c) => c.accessor === accessor)?.toggled ?? true;
  const setShown = (accessor: string, toggled: boolean) => setColumnsToggle(columnsToggle.map((c) => (c.accessor === accessor ? { ...c, toggled } : c)));
  const menu = (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />} data-testid="column-choice">
          {t('list.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {choices.map((c) => {
            const accessor = String(c.accessor);
            return (
              <Checkbox
                key={accessor}
                label={typeof c.title === 'string' ? c.title : accessor}
                checked={isShown(accessor)}
                onChange={(e) => setShown(accessor, e.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
  return { columns: shown, menu };
}
