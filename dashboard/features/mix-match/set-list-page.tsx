import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMixMatchRow } from '../../../core/mix-match/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { formatMoney } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LazyImage } from '../../components/lazy-image.tsx';
import { CATEGORY_LIST_PATH, NEW_SET_PATH, setPath } from './paths.ts';

const FILTER_KEYS = ['category'] as const;

/** /mysales/marketing-tools/mix-and-match: the sets, searched and filtered by category; shown, hidden or deleted in bulk. */
export default function SetListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize, search, filters } = control.params;
  const list = trpc.mixMatch.list.useQuery({ page, pageSize, search: search || undefined, categoryId: filters.category || undefined });
  const categories = trpc.mixMatch.categoryOptions.useQuery();
  const utils = trpc.useUtils();
  const setActive = trpc.mixMatch.setActive.useMutation();
  const remove = trpc.mixMatch.delete.useMutation();
  const run = (action: Promise<{ ids: string[] }>, done: string) =>
    action.then(
      async ({ ids }) => {
        showSuccess(t(done, { count: ids.length }));
        await utils.mixMatch.list.invalidate();
      },
      showError,
    );
  const ids = (rows: TMixMatchRow[]) => rows.map((r) => r.id);

  return (
    <ListScreen<TMixMatchRow>
      testId="mix-match-list"
      control={control}
      searchPlaceholder={t('mixMatch.search')}
      filters={
        <FilterSelect
          control={control}
          name="category"
          label={t('mixMatch.category')}
          allLabel={t('mixMatch.allCategories')}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.nameEn }))}
        />
      }
      toolbar={
        <>
          <Button variant="default" component={Link} to={CATEGORY_LIST_PATH} leftSection={<IconCategory size={16} />}>
            {t('mixMatch.categories.title')}
          </Button>
          <AddButton to={NEW_SET_PATH} label={t('mixMatch.add')} testId="add-mix-match" />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="mix-match-columns"
      bulkActions={
        canEdit
          ? [
              { label: t('mixMatch.show'), run: (rows) => void run(setActive.mutateAsync({ ids: ids(rows), active: true }), 'mixMatch.shown') },
              { label: t('mixMatch.hide'), run: (rows) => void run(setActive.mutateAsync({ ids: ids(rows), active: false }), 'mixMatch.hidden') },
              { label: t('common.delete'), color: 'red', confirm: true, run: (rows) => void run(remove.mutateAsync({ ids: ids(rows) }), 'mixMatch.deleted') },
            ]
          : undefined
      }
      columns={[
        { accessor: 'thumbUrl', title: t('mixMatch.image'), render: (row) => row.thumbUrl && <LazyImage src={row.thumbUrl} alt={row.nameEn} w={44} h={44} radius="sm" fit="cover" /> },
        {
          accessor: 'nameEn',
          title: t('mixMatch.name'),
          render: (row) => (
            <Anchor component={Link} to={setPath(row.id)}>
              {row.nameEn}
            </Anchor>
          ),
        },
        { accessor: 'categories', title: t('mixMatch.categories.title'), toggleable: true, render: (row) => <Text size="sm">{row.categories.map((c) => c.nameEn).join(', ')}</Text> },
        { accessor: 'priceSen', title: t('mixMatch.price'), textAlign: 'right', render: (row) => formatMoney(row.priceSen) },
        { accessor: 'stock', title: t('mixMatch.stock'), textAlign: 'right' },
        { accessor: 'selectionCount', title: t('mixMatch.selections'), textAlign: 'right', toggleable: true },
        { accessor: 'sort', title: t('mixMatch.sort'), textAlign: 'right', toggleable: true },
        {
          accessor: 'active',
          title: t('mixMatch.status'),
          render: (row) => <Badge color={row.active ? 'green' : 'gray'}>{t(row.active ? 'mixMatch.visible' : 'mixMatch.hiddenStatus')}</Badge>,
        },
        {
          accessor: 'actions',
          title: '',
          render: (row) => <RowActions to={setPath(row.id)} editable viewLabel={t('mixMatch.view')} />,
        },
      ]}
    />
  );
}
