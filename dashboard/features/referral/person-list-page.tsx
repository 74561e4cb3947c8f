import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERSON_KINDS } from '../../../core/referral/constants.ts';
import type { TReferralPerson, TReferralPersonListInput } from '../../../core/referral/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useListParams, type ListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { REFERRAL_PATHS as P } from './paths.ts';
import { PersonActions } from './person-actions.tsx';
import { ShareLink } from '../../components/shop-links/share-link.tsx';

const FILTERS = ['kind', 'active', 'group'] as const;

/** The list call for the URL's parameters; unknown values are ignored. */
function listInput({ page, pageSize, search, filters }: ListParams): TReferralPersonListInput {
  const kind = PERSON_KINDS.find((k) => k === filters.kind);
  return {
    page,
    pageSize,
    search,
    ...(kind && { kind }),
    ...((filters.active === 'yes' || filters.active === 'no') && { active: filters.active === 'yes' }),
    ...(filters.group && { groupId: filters.group }),
  };
}

/** /referral/referral-list: the referral persons with their link, group and bound member; the slots used of the merchant's limit. */
export default function PersonListPage() {
  const { t } = useTranslation();
  const control = useListParams({ filterKeys: FILTERS });
  const list = trpc.referral.persons.useQuery(listInput(control.params), { placeholderData: (previous) => previous });
  const slots = trpc.referral.slots.useQuery();
  const groups = trpc.referral.groupOptions.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.referral.deletePerson.useMutation({ onSuccess: () => utils.referral.invalidate(), onError: showError });
  return (
    <ListScreen<TReferralPerson>
      testId="referral-person-list"
      control={control}
      searchPlaceholder={t('referral.person.search')}
      filters={
        <>
          <FilterSelect control={control} name="kind" label={t('referral.person.kind')} allLabel={t('referral.person.allKinds')} data={PERSON_KINDS.map((k) => ({ value: k, label: t(`referral.kinds.${k}`) }))} width={160} />
          <FilterSelect
            control={control}
            name="active"
            label={t('referral.person.active')}
            allLabel={t('referral.person.allStates')}
            data={[
              { value: 'yes', label: t('referral.person.activeState') },
              { value: 'no', label: t('referral.person.inactiveState') },
            ]}
            width={160}
          />
          <FilterSelect control={control} name="group" label={t('referral.person.group')} allLabel={t('referral.person.allGroups')} data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
        </>
      }
      toolbar={
        <Group gap="sm">
          {slots.data && (
            <Text size="sm" c="dimmed" data-testid="referral-slots">
              {t('referral.person.slots', { used: slots.data.used, limit: slots.data.limit })}
            </Text>
          )}
          <AddButton label={t('referral.person.add')} to={P.person('new')} testId="add-referral-person" />
        </Group>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'name',
          title: t('referral.person.name'),
          render: (p) => (
            <Stack gap={2}>
              <Text size="sm">{p.name}</Text>
              <Group gap={4}>
                <Badge size="sm" variant="light" color={p.kind === 'official' ? 'teal' : 'gray'}>
                  {t(`referral.kinds.${p.kind}`)}
                </Badge>
                <Badge size="sm" variant="light" color={p.active ? 'green' : 'red'}>
                  {t(p.active ? 'referral.person.activeState' : 'referral.person.inactiveState')}
                </Badge>
              </Group>
            </Stack>
          ),
        },
        {
          accessor: 'email',
          title: t('referral.person.contactDetails'),
          render: (p) => (
            <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{p.contact}</Text>
              <Text size="xs" c="dimmed">
                {p.email}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'customName', title: t('referral.person.link'), render: (p) => <ShareLink url={p.url} /> },
        { accessor: 'group', title: t('referral.person.group'), render: (p) => p.group?.name ?? '—' },
        {
          accessor: 'member',
          title: t('referral.person.member'),
          render: (p) =>
            p.member ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={p.member.active ? undefined : 'dimmed'}>
                {p.member.name || p.member.email}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('referral.binding.none')}
              </Text>
            ),
        },
        {
          accessor: 'actions',
          title: '',
          render: (p) => (
            // Two lines: side by side, the four actions are wider than a phone.
            <Stack gap={4} align="flex-start">
              <RowActions to={P.person(p.id)} editable viewLabel={t('referral.view')}>
                <RowDeleteButton title={t('referral.person.deleteTitle', { name: p.name })} onConfirm={() => remove.mutate({ id: p.id })} testId={`delete-${p.id}`} />
              </RowActions>
              <Group gap={4}>
                <PersonActions person={p} />
              </Group>
            </Stack>
          ),
        },
      ]}
    />
  );
}
