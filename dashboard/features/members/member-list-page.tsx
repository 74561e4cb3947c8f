import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPES } from '../../../core/members/constants.ts';
import type { TMemberRow } from '../../../core/members/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { ltr } from '../../components/ltr-text.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { MemberStatusBadge, MemberTypeBadges } from './member-badges.tsx';
import { MemberFormModal } from './member-form-modal.tsx';
import { MEMBER_FILTER_KEYS, memberListInput } from './member-list-input.ts';

/** /mysales/member: search by name, e-mail, member number or phone; member type and status filters; add a member. */
export default function MemberListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: MEMBER_FILTER_KEYS });
  const list = trpc.members.list.useQuery(memberListInput(control.params));
  const create = trpc.members.create.useMutation();
  const utils = trpc.useUtils();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <ListScreen<TMemberRow>
        testId="member-list"
        control={control}
        searchPlaceholder={t('members.list.searchPlaceholder')}
        filters={
          <>
            <FilterSelect control={control} name="type" label={t('members.fields.type')} allLabel={t('members.list.allTypes')} data={MEMBER_TYPES.map((type) => ({ value: type, label: t(`members.types.${type}`) }))} />
            <FilterSelect control={control} name="status" label={t('members.fields.status')} allLabel={t('members.list.allStatuses')} data={[1, 2].map((s) => ({ value: String(s), label: t(`members.status.${s}`) }))} />
            <DateRangeFilter control={control} label={t('members.list.joined')} />
          </>
        }
        toolbar={
          canEdit && (
            <Group gap="xs">
              <Button variant="default" component={Link} to="/mysales/import-members" leftSection={<IconFileImport size={16} />} data-testid="member-import-link">
                {t('memberImport.title')}
              </Button>
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)} data-testid="member-add">
                {t('members.list.add')}
              </Button>
            </Group>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="member-columns"
        columns={[
          {
            accessor: 'memberNo',
            title: t('members.fields.memberNo'),
            render: (m) => (
              <Anchor component={Link} to={`/mysales/member/${m.id}`} data-testid={`member-${m.memberNo}`}>
                #{m.memberNo}
              </Anchor>
            ),
          },
          {
            accessor: 'name',
            title: t('members.fields.name'),
            render: (m) => (
              <>
                <Text size="sm">{m.name}</Text>
                <Text size="xs" c="dimmed">
                  {m.email}
                </Text>
              </>
            ),
          },
          { accessor: 'phone', title: t('members.fields.phone'), toggleable: true, render: (m) => ltr(m.phone) },
          { accessor: 'types', title: t('members.fields.type'), render: (m) => <MemberTypeBadges types={m.types} /> },
          { accessor: 'paidOrderCount', title: t('members.fields.paidOrders'), textAlign: 'right', toggleable: true },
          { accessor: 'paidTotalSen', title: t('members.fields.paidTotal'), textAlign: 'right', toggleable: true, render: (m) => formatMoney(m.paidTotalSen) },
          { accessor: 'joinedAt', title: t('members.fields.joinedAt'), render: (m) => dateTime(m.joinedAt) },
          { accessor: 'lastLoginAt', title: t('members.fields.lastLoginAt'), toggleable: true, render: (m) => (m.lastLoginAt ? dateTime(m.lastLoginAt) : '—') },
          { accessor: 'status', title: t('members.fields.status'), render: (m) => <MemberStatusBadge status={m.status} /> },
        ]}
      />
      {adding && (
        <MemberFormModal
          member={null}
          save={async (values) => {
            const member = await create.mutateAsync(values);
            void utils.members.list.invalidate();
            void navigate(`/mysales/member/${member.id}`);
          }}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      )}
    </>
  );
}
