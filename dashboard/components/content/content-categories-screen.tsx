import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TContentCategoryRow } from '../../../core/content/schema.ts';
import { NamedListScreen } from '../list/named-list-screen.tsx';
import { useListParams } from '../list/use-list-params.ts';
import type { ContentListRow } from './content-api.ts';
import type { CategorisedScreen } from './content-screen.ts';
import { useCategoryEditing } from './use-category-editing.tsx';

/** A content type's categories: search, add, edit, delete ('{name} is in use' while items are in one). */
export function ContentCategoriesScreen<R extends ContentListRow, D, F>({ screen }: { screen: CategorisedScreen<R, D, F> }) {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = screen.api.categories.list.useQuery({ page, pageSize, ...(search && { search }) });
  const editing = useCategoryEditing(screen);
  return (
    <>
      <NamedListScreen<TContentCategoryRow>
        testId="content-category-list"
        addLabel={t('content.categories.add')}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        usage={{ accessor: 'itemCount', title: t('content.categories.items') }}
        columns={[
          {
            accessor: 'nameEn',
            title: t('content.categories.name'),
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
