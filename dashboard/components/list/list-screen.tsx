import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS } from '../../../core/shared/time.ts';
import { confirmIrreversible } from '../../app/dialogs.tsx';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useColumnChoice } from './column-choice.tsx';
import type { ListParamsControl, PageSize } from './use-list-params.ts';
import { StackedDataTable } from '../stacked-table.tsx';

export interface BulkAction<T> {
  label: string;
  color?: string;
  /** Irreversible actions ask first, saying they cannot be reverted. */
  confirm?: boolean;
  run(selected: T[]): void;
}

export interface ListScreenProps<T> {
  /** A list that is a section of its screen has its own heading; a whole screen's list has the screen's title. */
  title?: string;
  control: ListParamsControl;
  tabs?: { value: string; label: string }[];
  /** Rows in each tab, shown beside its label once known. */
  tabCounts?: Record<string, number>;
  /** Lists the server cannot search show no search box. */
  searchable?: boolean;
  searchPlaceholder?: string;
  dateShortcuts?: boolean;
  /** More filter controls beside the search box. */
  filters?: ReactNode;
  /** Actions of the whole list (e.g. Add): beside its heading, or beside the screen's title. */
  toolbar?: ReactNode;
  records: T[] | undefined;
  total: number;
  fetching: boolean;
  columns: DataTableColumn<T>[];
  idAccessor: keyof T & string;
  bulkActions?: BulkAction<T>[];
  isRecordSelectable?: (record: T) => boolean;
  /** localStorage key for the columns a user hid or showed (the `toggleable` ones). */
  storeColumnsKey?: string;
  testId?: string;
}

/**
 * The one list pattern: tabs, search, filters, date shortcuts, page sizes 20/40/60/80 or the screen's own (all in
 * the URL), bulk actions with confirmation, and columns the user can show or hide.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { t } = useTranslation();
  const { params, update } = props.control;
  const [selected, setSelected] = useState<T[]>([]);
  const [searchText, setSearchText] = useState(params.search);
  const [debounced] = useDebouncedValue(searchText, 300);
  useEffect(() => {
    if (debounced !== params.search) update({ search: debounced });
  }, [debounced, params.search, update]);
  useEffect(() => setSelected([]), [props.records]);
  const columns = useColumnChoice(props.storeColumnsKey, props.columns);

  const runBulk = (action: BulkAction<T>) => {
    const run = () => action.run(selected);
    if (action.confirm) confirmIrreversible({ title: action.label, confirmLabel: action.label, onConfirm: run });
    else run();
  };

  return (
    <Stack data-testid={props.testId}>
      {props.title ? (
        <Group justify="space-between">
          <Title order={2}>{props.title}</Title>
          <Group gap="xs">{props.toolbar}</Group>
        </Group>
      ) : (
        props.toolbar && <PageActions>{props.toolbar}</PageActions>
      )}
      <Card withBorder padding="sm">
        <Stack gap="sm">
          {props.tabs && (
            <Tabs value={params.tab} onChange={(tab) => update({ tab: tab ?? '' })}>
              <Tabs.List>
                {props.tabs.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {props.tabCounts ? `${tab.label} (${props.tabCounts[tab.value]})` : tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          )}
          <Group gap="sm" align="flex-end">
            {props.searchable !== false && (
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={props.searchPlaceholder ?? t('list.search')}
                aria-label={t('list.search')}
                value={searchText}
                onChange={(e) => setSearchText(e.currentTarget.value)}
                w={{ base: '100%', sm: 260 }}
              />
            )}
            {props.dateShortcuts && (
              <Select
                aria-label={t('list.date')}
                placeholder={t('list.allDates')}
                clearable
                data={DATE_SHORTCUTS.map((s) => ({ value: s, label: t(`dates.${s}`) }))}
                value={params.shortcut}
                onChange={(value) => update({ shortcut: (value as typeof params.shortcut) ?? null })}
                w={{ base: '100%', sm: 180 }}
              />
            )}
            {props.filters}
            {columns.menu}
          </Group>
          {props.bulkActions && selected.length > 0 && (
            <Group gap="xs" data-testid="bulk-actions">
              <Text size="sm">{t('list.selected', { count: selected.length })}</Text>
              {props.bulkActions.map((action) => (
                <Button key={action.label} size="xs" variant="light" color={action.color} onClick={() => runBulk(action)}>
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Card>
      <StackedDataTable<T>
        withTableBorder
        borderRadius="sm"
        minHeight={180}
        highlightOnHover
        records={props.records ?? []}
        columns={columns.columns}
        idAccessor={props.idAccessor}
        fetching={props.fetching}
        totalRecords={props.total}
        page={params.page}
        onPageChange={(page) => update({ page })}
        recordsPerPage={params.pageSize}
        recordsPerPageOptions={[...props.control.pageSizes]}
        onRecordsPerPageChange={(pageSize) => update({ pageSize: pageSize as PageSize })}
        recordsPerPageLabel={t('list.perPage')}
        // The range counts items of the page, even when a record shows as several rows.
        paginationText={({ totalRecords }) =>
          t('list.range', { from: Math.min(totalRecords, (params.page - 1) * params.pageSize + 1), to: Math.min(totalRecords, params.page * params.pageSize), total: totalRecords })
        }
        noRecordsText={t('list.empty')}
        {...(props.bulkActions && {
          selectedRecords: selected,
          onSelectedRecordsChange: setSelected,
          isRecordSelectable: props.isRecordSelectable,
        })}
      />
    </Stack>
  );
}
