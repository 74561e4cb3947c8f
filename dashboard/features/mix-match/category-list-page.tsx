import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMixMatchCategory } from '../../../core/mix-match/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { NEW_CATEGORY_PATH, categoryPath } from './paths.ts';

/** /mysales/marketing-tools/mix-and-match/category: the categories of sets in their order, moved up or down, deleted when unused. */
export default function CategoryListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.mixMatch.categories.useQuery({ page, pageSize, search: search || undefined });
  const order = trpc.mixMatch.categoryOptions.useQuery();
  const utils = trpc.useUtils();
  const sort = trpc.mixMatch.sortCategories.useMutation();
  const remove = trpc.mixMatch.deleteCategory.useMutation();
  const refresh = () => utils.mixMatch.invalidate();

  /** Swaps the category with its neighbour in the whole order (not only this page). */
  const move = (id: string, step: -1 | 1) => {
    const ids = (order.data ?? []).map((c) => c.id);
    const at = ids.indexOf(id);
    if (at < 0 || !ids[at + step]) return;
    [ids[at], ids[at + step]] = [ids[at + step]!, ids[at]!];
    sort.mutateAsync({ ids }).then(refresh, showError);
  };
  const askDelete = useConfirmDelete<TMixMatchCategory>({
    title: (category) => t('mixMatch.categories.delete', { name: category.nameEn }),
    deleted: (category) => t('mixMatch.categories.deleted', { name: category.nameEn }),
    remove: remove.mutateAsync,
    refresh,
  });

  return (
    <ListScreen<TMixMatchCategory>
      testId="mix-match-category-list"
      control={control}
      toolbar={<AddButton to={NEW_CATEGORY_PATH} label={t('mixMatch.categories.add')} testId="add-mix-match-category" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'nameEn',
          title: t('mixMatch.categories.nameEn'),
          render: (row) => (
            <Anchor component={Link} to={categoryPath(row.id)}>
              {row.nameEn}
            </Anchor>
          ),
        },
        { accessor: 'nameCn', title: t('mixMatch.categories.nameCn') },
        { accessor: 'nameBm', title: t('mixMatch.categories.nameBm') },
        { accessor: 'setCount', title: t('mixMatch.categories.setCount'), textAlign: 'right' },
        {
          accessor: 'actions',
          title: '',
          render: (row) =>
            canEdit && (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('mixMatch.categories.moveUp')} onClick={() => move(row.id, -1)} loading={sort.isPending}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label={t('mixMatch.categories.moveDown')} onClick={() => move(row.id, 1)} loading={sort.isPending}>
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => askDelete(row)} data-testid={`delete-${row.id}`}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ),
        },
      ]}
    />
  );
}
