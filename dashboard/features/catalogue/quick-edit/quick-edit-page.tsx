import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../app/dialogs.tsx';
import { LeaveGuard } from '../../../app/leave-guard.tsx';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { EditorOnly } from '../editor-only.tsx';
import { checkChanges, type LineErrors } from './quick-edit-checks.ts';
import { useQuickEditColumns } from './quick-edit-columns.tsx';
import { linesOf, withChange, type ChangeField, type QuickEditLine, type SkuChange } from './quick-edit-lines.ts';

/** 'patches.3.priceSen' -> [3, 'priceSen'] */
function patchField(path: string): [number, ChangeField] | null {
  const match = /^patches\.(\d+)\.(\w+)$/.exec(path);
  return match ? [Number(match[1]), match[2] as ChangeField] : null;
}

function QuickEditGrid() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.products.list.useQuery({ page, pageSize, sort: 'default', ...(search && { search }) });
  const [changes, setChanges] = useState<ReadonlyMap<string, SkuChange>>(new Map());
  const [errors, setErrors] = useState<LineErrors>(new Map());
  const save = trpc.products.quickUpdate.useMutation({
    onSuccess: (result) => {
      notifications.show({ color: 'green', title: t('dialog.success'), message: t('catalogue.quickEdit.saved', { count: result.products }) });
      setChanges(new Map());
      setErrors(new Map());
      void utils.products.list.invalidate();
    },
    onError: (error, input) => {
      const refused = Object.entries(errorInfo(error).fieldErrors ?? {}).flatMap(([path, message]) => {
        const at = patchField(path);
        const patch = at && input.patches[at[0]];
        return patch ? [[patch.sku, { [at[1]]: message }] as const] : [];
      });
      setErrors(new Map(refused));
      showError(error);
    },
  });

  const change = (line: QuickEditLine, field: ChangeField, value: SkuChange[ChangeField]) => {
    setChanges((current) => withChange(current, line, field, value));
    setErrors((current) => {
      const next = new Map(current);
      next.delete(line.sku);
      return next;
    });
  };
  const submit = () => {
    const found = checkChanges(changes);
    if (found.size) setErrors(found);
    else save.mutate({ patches: [...changes].map(([sku, c]) => ({ sku, ...c })) });
  };
  const columns = useQuickEditColumns({ changes, errors, change });

  return (
    <>
      <LeaveGuard dirty={changes.size > 0} />
      <ListScreen<QuickEditLine>
        testId="quick-edit"
        title={t('catalogue.quickEdit.title')}
        control={control}
        searchPlaceholder={t('catalogue.list.searchPlaceholder')}
        toolbar={
          <>
            {changes.size > 0 && (
              <Badge size="lg" variant="light" color="orange">
                {t('catalogue.quickEdit.changed', { count: changes.size })}
              </Badge>
            )}
            <Button leftSection={<IconDeviceFloppy size={16} />} disabled={changes.size === 0} loading={save.isPending} onClick={submit} data-testid="save-quick-edit">
              {t('common.save')}
            </Button>
          </>
        }
        records={list.data ? linesOf(list.data.items) : undefined}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="sku"
        columns={columns}
      />
    </>
  );
}

/** /manage/products/quick-edit: price, discounted price, stock and visibility of every SKU in one grid, saved together. */
export default function QuickEditPage() {
  return (
    <EditorOnly>
      <QuickEditGrid />
    </EditorOnly>
  );
}
