import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconSubtask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import type { TCategoryNode } from '../../../../core/catalogue/taxonomy-schema.ts';
import { showError } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { CategoryFormModal } from './category-form-modal.tsx';
import { NamedListScreen } from '../../../components/list/named-list-screen.tsx';

type Editing = { category: TCategoryNode | null; parentId: string | null };

/** A category and every category under it (the list is in tree order: parents first). */
function branchOf(categories: readonly TCategoryNode[], id: string): Set<string> {
  const branch = new Set([id]);
  for (const c of categories) if (c.parentId && branch.has(c.parentId)) branch.add(c.id);
  return branch;
}

/** /manage/products/category: the three-level category tree, searched and paged in the browser. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const tree = trpc.categories.list.useQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const create = trpc.categories.create.useMutation();
  const update = trpc.categories.update.useMutation();
  const remove = trpc.categories.delete.useMutation({ onSuccess: () => utils.categories.list.invalidate(), onError: showError });
  const matching = useMemo(() => (tree.data ?? []).filter((c) => c.path.toLowerCase().includes(search.toLowerCase())), [tree.data, search]);
  const branch = useMemo(() => (editing?.category ? branchOf(tree.data ?? [], editing.category.id) : new Set<string>()), [tree.data, editing]);
  return (
    <>
      <NamedListScreen<TCategoryNode>
        usage={{ accessor: 'productCount', title: t('catalogue.taxonomy.products') }}
        testId="category-list"
        withDate={false}
        addLabel={t('catalogue.taxonomy.categories.add')}
        control={control}
        records={matching.slice((page - 1) * pageSize, page * pageSize)}
        total={matching.length}
        fetching={tree.isFetching}
        columns={[
          {
            accessor: 'nameEn',
            title: t('catalogue.taxonomy.name'),
            render: (c) => (
              <Group gap="sm" wrap="nowrap" ps={(c.level - 1) * 28}>
                <PictureThumb src={c.picture} alt={c.nameEn} size={32} />
                <div>
                  <Text size="sm" fw={c.level === 1 ? 600 : 400}>
                    {c.nameEn}
                  </Text>
                  {search && (
                    <Text size="xs" c="dimmed">
                      {c.path}
                    </Text>
                  )}
                </div>
              </Group>
            ),
          },
          { accessor: 'level', title: t('catalogue.taxonomy.categories.level'), width: 120, render: (c) => <Badge variant="light">{t(`catalogue.taxonomy.categories.levels.${c.level}`)}</Badge> },
          { accessor: 'sort', title: t('catalogue.form.sort'), width: 80, textAlign: 'right' },
        ]}
        nameOf={(c) => c.nameEn}
        onAdd={() => setEditing({ category: null, parentId: null })}
        onEdit={(c) => setEditing({ category: c, parentId: c.parentId })}
        onDelete={(c) => remove.mutate({ id: c.id })}
        extraActions={(c) =>
          c.level < CATALOGUE_LIMITS.categoryDepth && (
            <Tooltip label={t('catalogue.taxonomy.categories.addChild')}>
              <ActionIcon variant="subtle" aria-label={t('catalogue.taxonomy.categories.addChild')} onClick={() => setEditing({ category: null, parentId: c.id })} data-testid={`add-child-${c.nameEn}`}>
                <IconSubtask size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      {editing && (
        <CategoryFormModal
          category={editing.category}
          parentId={editing.parentId}
          branch={branch}
          save={(values) => {
            const { category } = editing;
            return category ? update.mutateAsync({ id: category.id, ...values }) : create.mutateAsync(values);
          }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void utils.categories.list.invalidate();
          }}
        />
      )}
    </>
  );
}
