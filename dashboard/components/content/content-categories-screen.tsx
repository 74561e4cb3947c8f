import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TContentCategoryRow } from '../../../core/content/schema.ts';
import { NamedListScreen } from '../list/named-list-screen.tsx';
import { useListParams } from '../list/use-list-params.ts';
import type { ContentListRow } from './content-api.ts';
import type { CategorisedScreen } from './content-screen.ts';
import { categoryList, useCategoryEditing, type NamedContentList } from './use-category-editing.tsx';

/**
 * A content type's categories (or another named list of it, as a service's tags): search, add,
 * edit, delete ('{name} is in use' while items use one).
 */
export function ContentCategoriesScreen<R extends ContentListRow, D, F>({ screen, list: named }: { screen: CategorisedScreen<R, D, F>; list?: NamedContentList }) {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const names = named ?? categoryList(screen.api.categories);
  const list = names.api.list.useQuery({ page, pageSize, ...(search && { search }) });
  const editing = useCategoryEditing(screen, names);
  return (
    <>
      <NamedListScreen<TContentCategoryRow>
        testId={names.testId}
        addLabel={t(names.texts.add)}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        usage={{ accessor: 'itemCount', title: t(names.texts.usage) }}
        columns={[
          {
            accessor: 'nameEn',
            title: t(names.texts.name),
            render: (c) => (
              <div>
                <Text size="sm">{c.nameEn}</Text>
                <Text size="xs" c="dimmed">
                  {[c.nameCn, c.nameBm].filter(Boolean).join(' · ')}
                </Text>
              </div>
            ),
          },
          { accessor: 'sort', title: t('content.categories.sort'), textAlign: 'right', width: 90 },
        ]}
        nameOf={(c) => c.nameEn}
        onAdd={editing.add}
        onEdit={editing.edit}
        onDelete={editing.remove}
      />
      {editing.dialog}
    </>
  );
}
