import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZGoogleCategoryInput, ZTagInput, type ZTagRow } from '../../../../core/catalogue/taxonomy-schema.ts';
import { showError } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { NameFormModal } from './name-form-modal.tsx';
import { NamedListScreen } from '../../../components/list/named-list-screen.tsx';

/** A tag and a Google category have the same row. */
type Row = z.infer<typeof ZTagRow>;

/** The kinds that are only a name, with their API and their i18n keys (catalogue.taxonomy.<kind>.*). */
const KINDS = {
  tags: { schema: ZTagInput, testId: 'tag-list' },
  googleCategories: { schema: ZGoogleCategoryInput, testId: 'google-category-list' },
} as const;

/** Tags or Google categories: a searchable list with add, rename and delete. */
export function SimpleNamesPage({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const api = kind === 'tags' ? trpc.tags : trpc.googleCategories;
  const cache = kind === 'tags' ? utils.tags : utils.googleCategories;
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = api.list.useQuery({ page, pageSize, ...(search && { search }) });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation({ onSuccess: () => cache.list.invalidate(), onError: showError });
  const label = t(`catalogue.taxonomy.${kind}.name`);
  return (
    <>
      <NamedListScreen<Row>
        usage={{ accessor: 'productCount', title: t('catalogue.taxonomy.products') }}
        testId={KINDS[kind].testId}
        addLabel={t(`catalogue.taxonomy.${kind}.add`)}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        columns={[{ accessor: 'name', title: label }]}
        nameOf={(row) => row.name}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onDelete={(row) => remove.mutate({ id: row.id })}
      />
      {editing && (
        <NameFormModal
          title={t(`catalogue.taxonomy.${kind}.${editing === 'new' ? 'add' : 'edit'}`)}
          label={label}
          name={editing === 'new' ? '' : editing.name}
          schema={KINDS[kind].schema}
          save={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, ...values }))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void cache.list.invalidate();
          }}
        />
      )}
    </>
  );
}
