import { useState } from 'react';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { errorInfo } from '../../app/trpc.ts';
import { issueMessage, translateMessage } from '../../i18n/messages.ts';
import { ListScreen } from '../list/list-screen.tsx';
import { SaveChangesToolbar } from '../list/save-changes-toolbar.tsx';
import { useListParams } from '../list/use-list-params.ts';
import { useCategoryOptions, useContentRefresh, type ContentListRow } from './content-api.ts';
import { ContentFilters } from './content-filters.tsx';
import { CONTENT_FILTER_KEYS, contentListInput } from './content-list-input.ts';
import type { ContentScreen } from './content-screen.ts';
import { checkPatches, shownValue, withPatch, type QuickErrors, type QuickField, type QuickPatch, type QuickValues } from './quick-edit-changes.ts';

interface Props<R extends ContentListRow, D, F> {
  screen: ContentScreen<R, D, F>;
  testId: string;
}

/**
 * A content type's items in one grid (downloads' and photos' /quickedit, in the screen's page sizes): the title, sort number (a manual
 * sort) and visibility of many items edited in place and saved together, one quick edit per
 * changed row (each logged as any quick edit). Core's schema checks every row first; a row the
 * server refuses keeps its changes and shows why. Editors only (the route asks for the level).
 */
export function ContentQuickEditScreen<R extends ContentListRow, D, F>({ screen, testId }: Props<R, D, F>) {
  const { t } = useTranslation();
  const control = useListParams({ filterKeys: CONTENT_FILTER_KEYS, pageSizes: screen.pageSizes });
  const list = screen.api.list.useQuery(contentListInput(control.params));
  const categories = useCategoryOptions(screen.api);
  const refresh = useContentRefresh(screen.routerKey);
  const quickEdit = screen.api.quickEdit.useMutation();
  const [changes, setChanges] = useState<ReadonlyMap<string, QuickPatch>>(new Map());
  const [errors, setErrors] = useState<QuickErrors>(new Map());
  const [saving, setSaving] = useState(false);

  const stored = (row: R): QuickValues => ({ title: screen.titleOf(row), visibility: row.visibility, sort: row.sort ?? 0 });
  const change = <K extends QuickField>(row: R, field: K, value: QuickValues[K]) => {
    setChanges((current) => withPatch(current, row.id, stored(row), field, value));
    setErrors((current) => new Map([...current].filter(([id]) => id !== row.id)));
  };
  const errorOf = (row: R, field: QuickField) => {
    const message = errors.get(row.id)?.[field];
    return message && translateMessage(issueMessage(message));
  };

  async function save() {
    const found = checkPatches(changes, screen.quickEditSchema);
    if (found.size > 0) return setErrors(found);
    setSaving(true);
    const refused = new Map<string, Partial<Record<QuickField, string>>>();
    let first: unknown = null;
    for (const [id, patch] of changes) {
      try {
        await quickEdit.mutateAsync({ id, ...patch });
      } catch (error) {
        first ??= error;
        refused.set(id, (errorInfo(error).fieldErrors ?? {}) as Partial<Record<QuickField, string>>);
      }
    }
    const saved = changes.size - refused.size;
    setChanges((current) => new Map([...current].filter(([id]) => refused.has(id))));
    setErrors(refused);
    setSaving(false);
    if (saved > 0) showSuccess(t('content.quickEdit.saved', { count: saved }));
    if (first) showError(first);
    await refresh();
  }

  const label = (field: string, row: R) => `${field} ${screen.titleOf(row)}`;
  return (
    <>
      <LeaveGuard dirty={changes.size > 0} />
      <ListScreen<R>
        testId={testId}
        control={control}
        searchPlaceholder={t('content.list.searchPlaceholder')}
        filters={<ContentFilters control={control} categories={categories} />}
        toolbar={<SaveChangesToolbar count={changes.size} changedLabel={t('content.quickEdit.changed', { count: changes.size })} saving={saving} onSave={() => void save()} />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'title',
            title: t('content.form.title'),
            render: (row) => (
              <TextInput
                size="xs"
                aria-label={label(t('content.form.title'), row)}
                value={shownValue(changes, row.id, stored(row), 'title')}
                onChange={(event) => change(row, 'title', event.currentTarget.value)}
                error={errorOf(row, 'title')}
              />
            ),
          },
          ...(categories ? [{ accessor: 'categoryName', title: t('content.list.category'), render: (row: R) => row.categoryName ?? '—' }] : []),
          ...(screen.manualSort
            ? [
                {
                  accessor: 'sort',
                  title: t(screen.sortWord ?? 'content.form.sort'),
                  width: 120,
                  render: (row: R) => {
                    const sort = shownValue(changes, row.id, stored(row), 'sort');
                    return (
                      <NumberInput
                        size="xs"
                        min={0}
                        allowDecimal={false}
                        aria-label={label(t(screen.sortWord ?? 'content.form.sort'), row)}
                        value={Number.isNaN(sort) ? '' : sort}
                        onChange={(value) => change(row, 'sort', value === '' ? Number.NaN : Number(value))}
                        error={errorOf(row, 'sort')}
                      />
                    );
                  },
                },
              ]
            : []),
          {
            accessor: 'visibility',
            title: t('content.visibility.label'),
            width: 130,
            render: (row) => {
              const visibility = shownValue(changes, row.id, stored(row), 'visibility');
              return (
                <Switch
                  aria-label={label(t('content.visibility.label'), row)}
                  label={t(`content.visibility.${visibility}`)}
                  checked={visibility === 'public'}
                  onChange={(event) => change(row, 'visibility', event.currentTarget.checked ? 'public' : 'hidden')}
                />
              );
            },
          },
        ]}
      />
    </>
  );
}
