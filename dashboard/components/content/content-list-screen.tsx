import { useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { IconBolt, IconDots, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../app/screen-access.tsx';
import { AddButton } from '../add-button.tsx';
import { useDateTime } from '../format.ts';
import { ListScreen } from '../list/list-screen.tsx';
import { useListParams, type ListParamsControl } from '../list/use-list-params.ts';
import { useCategoryOptions, useContentRefresh, type ContentListRow } from './content-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { CONTENT_FILTER_KEYS, contentListInput } from './content-list-input.ts';
import type { ContentScreen } from './content-screen.ts';
import { QuickEditModal } from './quick-edit-modal.tsx';
import { useContentActions } from './use-content-actions.ts';

interface Props<R extends ContentListRow, D, F> {
  screen: ContentScreen<R, D, F>;
  /** The type's own columns (its picture and title...); category, visibility, date and actions follow. */
  columns: DataTableColumn<R>[];
  /** The type's own actions of the whole list, before Add (downloads: quick edit of many). */
  toolbar?: ReactNode;
  /** The type's own filters, kept in the URL beside the kit's (services: a tag); keys must be a constant. */
  extraFilters?: ExtraFilters;
  testId: string;
}

/** A type's own list filters: their URL names, their controls, and their part of the list procedure's input. */
export interface ExtraFilters {
  keys: readonly string[];
  render(control: ListParamsControl): ReactNode;
  input(filters: Record<string, string>): Record<string, unknown>;
}

/**
 * A content type's list: search, category, visibility and sort filters, page sizes, bulk
 * show/hide/delete (delete asks first), and per row edit, quick edit, show or hide and delete.
 * A viewer sees the list and opens items read-only.
 */
export function ContentListScreen<R extends ContentListRow, D, F>({ screen, columns, toolbar, extraFilters, testId }: Props<R, D, F>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDateTime = useDateTime();
  const canEdit = useCanEdit();
  const filterKeys = useMemo(() => [...CONTENT_FILTER_KEYS, ...(extraFilters?.keys ?? [])], [extraFilters?.keys]);
  const control = useListParams({ filterKeys, pageSizes: screen.pageSizes });
  const list = screen.api.list.useQuery({ ...contentListInput(control.params), ...extraFilters?.input(control.params.filters) });
  const categories = useCategoryOptions(screen.api);
  const refresh = useContentRefresh(screen.routerKey);
  const actions = useContentActions(screen.api, refresh);
  const [quick, setQuick] = useState<R | null>(null);

  const rowMenu = (row: R) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('common.actions')} data-testid={`content-actions-${row.slug}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={canEdit ? <IconPencil size={16} /> : <IconEye size={16} />} onClick={() => navigate(screen.paths.edit(row.id))}>
          {canEdit ? t('common.edit') : t('access.view')}
        </Menu.Item>
        {canEdit && (
          <>
            <Menu.Item leftSection={<IconBolt size={16} />} onClick={() => setQuick(row)}>
              {t('content.list.quickEdit')}
            </Menu.Item>
            <Menu.Item
              leftSection={row.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              onClick={() => actions.setVisibility([row.id], row.visibility === 'public' ? 'hidden' : 'public')}
            >
              {t(row.visibility === 'public' ? 'content.list.hide' : 'content.list.show')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.confirmRemove(row.id, screen.titleOf(row))}>
              {t('common.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      <ListScreen<R>
        testId={testId}
        control={control}
        searchPlaceholder={t('content.list.searchPlaceholder')}
        filters={
          <>
            <ContentFilters control={control} categories={categories} words={screen.categoryWords} />
            {extraFilters?.render(control)}
          </>
        }
        toolbar={
          <>
            {toolbar}
            <AddButton label={t(screen.texts.add)} to={screen.paths.add} testId="add-content" />
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={canEdit ? actions.bulk<R>() : undefined}
        columns={[
          ...columns,
          ...(categories ? [{ accessor: 'categoryName', title: t(screen.categoryWords?.label ?? 'content.list.category'), render: (row: R) => row.categoryName ?? '—' }] : []),
          ...(screen.manualSort ? [{ accessor: 'sort', title: t(screen.sortWord ?? 'content.form.sort'), textAlign: 'right' as const }] : []),
          {
            accessor: 'visibility',
            title: t('content.visibility.label'),
            render: (row) => <Badge color={row.visibility === 'public' ? 'green' : 'gray'}>{t(`content.visibility.${row.visibility}`)}</Badge>,
          },
          { accessor: 'updatedAt', title: t('content.list.updated'), render: (row) => formatDateTime(row.updatedAt) },
          { accessor: 'actions', title: '', textAlign: 'right', render: (row) => <Group justify="flex-end">{rowMenu(row)}</Group> },
        ]}
      />
      {quick && (
        <QuickEditModal
          screen={screen}
          row={quick}
          categories={categories}
          onClose={() => setQuick(null)}
          onSaved={() => {
            setQuick(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
