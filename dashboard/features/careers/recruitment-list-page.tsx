import { useState } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResumeRow } from '../../../core/careers/resume-schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams, type ListParams } from '../../components/list/use-list-params.ts';
import { ResumeDrawer } from './resume-drawer.tsx';

/** The list's filter as the URL keeps it: the position (a career's id). */
const FILTER_KEYS = ['position'] as const;

const listInput = ({ page, pageSize, search, filters }: ListParams) => ({ page, pageSize, ...(search && { search }), ...(filters.position && { careerId: filters.position }) });

/**
 * /manage/careers/recruitment-list: the resumes candidates sent through the website, newest
 * first, by position; each opens with every field and its file; an editor deletes them.
 */
export default function RecruitmentListPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const list = trpc.resumes.list.useQuery(listInput(control.params));
  // The position filter offers every career, hidden ones too: resumes outlive a career's visibility.
  const careers = trpc.careers.list.useQuery({ pageSize: 80, sort: 'a_z' });
  const remove = trpc.resumes.delete.useMutation();
  const [open, setOpen] = useState<TResumeRow | null>(null);

  const removeNow = (ids: string[]) =>
    void remove
      .mutateAsync({ ids })
      .then(async (r) => {
        showSuccess(t('resumes.deleted', { count: r.deleted }));
        setOpen(null);
        await Promise.all([utils.resumes.invalidate(), utils.careers.list.invalidate()]);
      })
      .catch(showError);
  const confirmRemove = (row: TResumeRow) => confirmIrreversible({ title: t('resumes.deleteTitle', { name: row.name }), confirmLabel: t('common.delete'), onConfirm: () => removeNow([row.id]) });

  const rowMenu = (row: TResumeRow) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('common.actions')} data-testid={`resume-actions-${row.id}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => setOpen(row)}>
          {t('resumes.view')}
        </Menu.Item>
        {canEdit && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => confirmRemove(row)}>
            {t('common.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      <ListScreen<TResumeRow>
        testId="recruitment-list"
        control={control}
        searchPlaceholder={t('resumes.searchPlaceholder')}
        filters={
          <FilterSelect
            control={control}
            name="position"
            label={t('resumes.position')}
            allLabel={t('resumes.anyPosition')}
            data={(careers.data?.items ?? []).map((c) => ({ value: c.id, label: c.titleEn }))}
            width={220}
          />
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={canEdit ? [{ label: t('common.delete'), color: 'red', confirm: true, run: (rows) => removeNow(rows.map((r) => r.id)) }] : undefined}
        columns={[
          { accessor: 'name', title: t('resumes.columns.name') },
          { accessor: 'positionTitle', title: t('resumes.position') },
          { accessor: 'email', title: t('resumes.columns.email') },
          { accessor: 'mobile', title: t('resumes.columns.mobile') },
          { accessor: 'createdAt', title: t('resumes.columns.received'), render: (row) => formatDateTime(row.createdAt) },
          { accessor: 'actions', title: '', textAlign: 'right', render: (row) => <Group justify="flex-end">{rowMenu(row)}</Group> },
        ]}
      />
      {open && <ResumeDrawer resume={open} onClose={() => setOpen(null)} onDelete={canEdit ? () => confirmRemove(open) : undefined} />}
    </>
  );
}
