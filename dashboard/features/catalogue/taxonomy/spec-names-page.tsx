import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZSpecNameRow } from '../../../../core/catalogue/taxonomy-schema.ts';
import { showError } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { NamedListScreen } from '../../../components/list/named-list-screen.tsx';
import { SpecNameFormModal } from './spec-name-form-modal.tsx';

type SpecName = z.infer<typeof ZSpecNameRow>;

/** /manage/product-specification: the specification names the product form offers. */
export default function SpecNamesPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.specNames.list.useQuery({ page, pageSize, ...(search && { search }) });
  const [editing, setEditing] = useState<SpecName | 'new' | null>(null);
  const create = trpc.specNames.create.useMutation();
  const update = trpc.specNames.update.useMutation();
  const remove = trpc.specNames.delete.useMutation({ onSuccess: () => utils.specNames.list.invalidate(), onError: showError });
  return (
    <>
      <NamedListScreen<SpecName>
        usage={{ accessor: 'productCount', title: t('catalogue.taxonomy.products') }}
        testId="spec-name-list"
        addLabel={t('catalogue.taxonomy.specNames.add')}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        columns={[
          { accessor: 'nameEn', title: `${t('catalogue.taxonomy.name')} (EN)` },
          { accessor: 'nameCn', title: `${t('catalogue.taxonomy.name')} (CN)`, render: (s) => s.nameCn || '—' },
          { accessor: 'nameBm', title: `${t('catalogue.taxonomy.name')} (BM)`, render: (s) => s.nameBm || '—' },
        ]}
        nameOf={(s) => s.nameEn}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onDelete={(s) => remove.mutate({ id: s.id })}
      />
      {editing && (
        <SpecNameFormModal
          specName={editing === 'new' ? null : editing}
          save={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, ...values }))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void utils.specNames.list.invalidate();
          }}
        />
      )}
    </>
  );
}
