import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZBrandRow } from '../../../../core/catalogue/taxonomy-schema.ts';
import { showError } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { BrandFormModal } from './brand-form-modal.tsx';
import { NamedListScreen } from '../../../components/list/named-list-screen.tsx';

type Brand = z.infer<typeof ZBrandRow>;

/** /manage/products/brand: brands with their pictures. */
export default function BrandsPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.brands.list.useQuery({ page, pageSize, ...(search && { search }) });
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const create = trpc.brands.create.useMutation();
  const update = trpc.brands.update.useMutation();
  const remove = trpc.brands.delete.useMutation({ onSuccess: () => utils.brands.list.invalidate(), onError: showError });
  return (
    <>
      <NamedListScreen<Brand>
        usage={{ accessor: 'productCount', title: t('catalogue.taxonomy.products') }}
        testId="brand-list"
        addLabel={t('catalogue.taxonomy.brands.add')}
        control={control}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        columns={[
          {
            accessor: 'nameEn',
            title: t('catalogue.taxonomy.name'),
            render: (b) => (
              <Group gap="sm" wrap="nowrap">
                <PictureThumb src={b.picture} alt={b.nameEn} size={36} />
                <div>
                  <Text size="sm">{b.nameEn}</Text>
                  <Text size="xs" c="dimmed">
                    {[b.nameCn, b.nameBm].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
            ),
          },
        ]}
        nameOf={(b) => b.nameEn}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onDelete={(b) => remove.mutate({ id: b.id })}
      />
      {editing && (
        <BrandFormModal
          brand={editing === 'new' ? null : editing}
          save={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, ...values }))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void utils.brands.list.invalidate();
          }}
        />
      )}
    </>
  );
}
