import { useTranslation } from 'react-i18next';
import type { TReferralGroup } from '../../../core/referral/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { REFERRAL_PATHS as P } from './paths.ts';

/** /referral/referral-group: the groups with their commission percent and how many persons each has. */
export default function GroupListPage() {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.referral.groups.useQuery({ page, pageSize, search }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.referral.deleteGroup.useMutation({ onSuccess: () => utils.referral.invalidate(), onError: showError });
  return (
    <ListScreen<TReferralGroup>
      testId="referral-group-list"
      control={control}
      searchPlaceholder={t('referral.group.search')}
      toolbar={<AddButton label={t('referral.group.add')} to={P.group('new')} testId="add-referral-group" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'name', title: t('referral.group.name') },
        { accessor: 'commissionPercent', title: t('referral.group.commission'), textAlign: 'right', render: (g) => t('referral.group.percent', { percent: g.commissionPercent }) },
        { accessor: 'persons', title: t('referral.group.persons'), textAlign: 'right' },
        {
          accessor: 'actions',
          title: '',
          render: (g) => (
            <RowActions to={P.group(g.id)} editable viewLabel={t('referral.view')}>
              <RowDeleteButton title={t('referral.group.deleteTitle', { name: g.name })} onConfirm={() => remove.mutate({ id: g.id })} testId={`delete-${g.id}`} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
