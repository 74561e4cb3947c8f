import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../app/leave-guard.tsx';
import { trpc } from '../../../app/trpc.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { SaveChangesToolbar } from '../../../components/list/save-changes-toolbar.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { useQuickEditColumns } from './quick-edit-columns.tsx';
import { linesOf, withChange, type ChangeField, type QuickEditLine, type SkuChange } from './quick-edit-lines.ts';
import { useQuickUpdate } from './use-quick-update.ts';

/** /manage/products/quick-edit: price, discounted price, stock and visibility of every SKU in one grid, saved together (editors only: the route asks for the Editor level). */
export default function QuickEditPage() {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.products.list.useQuery({ page, pageSize, sort: 'default', ...(search && { search }) });
  const [changes, setChanges] = useState<ReadonlyMap<string, SkuChange>>(new Map());
  const { errors, saving, submit, clearErrors } = useQuickUpdate(() => setChanges(new Map()));

  const change = (line: QuickEditLine, field: ChangeField, value: SkuChange[ChangeField]) => {
    setChanges((current) => withChange(current, line, field, value));
    clearErrors(line.sku);
  };
  const columns = useQuickEditColumns({ changes, errors, change });

  return (
    <>
      <LeaveGuard dirty={changes.size > 0} />
      <ListScreen<QuickEditLine>
        testId="quick-edit"
        control={control}
        searchPlaceholder={t('catalogue.list.searchPlaceholder')}
        toolbar={<SaveChangesToolbar count={changes.size} changedLabel={t('catalogue.quickEdit.changed', { count: changes.size })} saving={saving} onSave={() => submit(changes)} />}
        records={list.data ? linesOf(list.data.items) : undefined}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="sku"
        columns={columns}
      />
    </>
  );
}
