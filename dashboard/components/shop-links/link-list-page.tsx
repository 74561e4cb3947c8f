import { Anchor, Badge, Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LINK_STATUS_TABS } from '../../../core/shop-links/constants.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { AddButton } from '../add-button.tsx';
import { RowDeleteButton } from '../row-delete-button.tsx';
import { useDateTime } from '../format.ts';
import { ListScreen } from '../list/list-screen.tsx';
import { RowActions } from '../list/row-actions.tsx';
import type { ListParamsControl } from '../list/use-list-params.ts';
import { ShareLink } from './share-link.tsx';

interface LinkRow {
  id: string;
  name: string;
  url: string;
  active: boolean;
  productCount: number;
  createdAt: Date;
}

interface LinkListPageProps<T extends LinkRow> {
  addLabel: string;
  testId: string;
  control: ListParamsControl;
  page: { items: T[]; total: number; counts: Record<(typeof LINK_STATUS_TABS)[number], number> } | undefined;
  fetching: boolean;
  detailPath(id: string): string;
  /** Columns after the name and link (the purchase list adds its voucher). */
  extraColumns?: DataTableColumn<T>[];
  setActive(id: string, active: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** The list of payment links or purchase links: status tabs, search, the link to share, and switch/delete actions (not for a viewer). */
export function LinkListPage<T extends LinkRow>(props: LinkListPageProps<T>) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const run = (action: Promise<unknown>) => void action.catch(showError);
  return (
    <ListScreen<T>
      testId={props.testId}
      control={props.control}
      tabs={LINK_STATUS_TABS.map((value) => ({ value, label: t(`shopLinks.tabs.${value}`) }))}
      tabCounts={props.page?.counts}
      searchPlaceholder={t('shopLinks.search')}
      toolbar={<AddButton to={props.detailPath('new')} label={props.addLabel} testId="add-link" />}
      records={props.page?.items}
      total={props.page?.total ?? 0}
      fetching={props.fetching}
      idAccessor="id"
      storeColumnsKey={`${props.testId}-columns`}
      columns={[
        {
          accessor: 'name',
          title: t('shopLinks.name'),
          render: (row) => (
            <Anchor component={Link} to={props.detailPath(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'url', title: t('shopLinks.link'), render: (row) => <ShareLink url={row.url} /> },
        ...(props.extraColumns ?? []),
        { accessor: 'productCount', title: t('shopLinks.products'), textAlign: 'right' },
        {
          accessor: 'active',
          title: t('shopLinks.status'),
          render: (row) => <Badge color={row.active ? 'green' : 'gray'}>{t(row.active ? 'shopLinks.tabs.active' : 'shopLinks.tabs.inactive')}</Badge>,
        },
        { accessor: 'createdAt', title: t('shopLinks.created'), toggleable: true, render: (row) => dateTime(row.createdAt) },
        {
          accessor: 'actions',
          title: '',
          render: (row) => (
            <RowActions to={props.detailPath(row.id)} editable viewLabel={t('shopLinks.view')}>
              {canEdit && (
                <Button size="compact-sm" variant="subtle" color={row.active ? 'orange' : 'green'} onClick={() => run(props.setActive(row.id, !row.active))} data-testid={`toggle-${row.id}`}>
                  {t(row.active ? 'shopLinks.deactivate' : 'shopLinks.activate')}
                </Button>
              )}
              <RowDeleteButton title={t('common.delete')} label={t('common.delete')} onConfirm={() => run(props.remove(row.id))} testId={`delete-${row.id}`} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
