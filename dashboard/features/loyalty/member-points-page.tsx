import { useState } from 'react';
import { Badge, Button, Group, Select } from '@mantine/core';
import { IconPlusMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POINTS_SORTS, type TMemberPointsRow } from '../../../core/loyalty/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { AdjustPointsModal } from './adjust-points-modal.tsx';
import { useCount } from '../../components/format.ts';

const FILTER_KEYS = ['sort', 'dir'] as const;
type Sort = (typeof POINTS_SORTS)[number];

/** /mysales/loyalty-and-reward/member-reward: members' available and all-time points, sortable by either; points adjusted by hand. */
export default function MemberPointsPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize, search, filters } = control.params;
  const sort: Sort = (POINTS_SORTS as readonly string[]).includes(filters.sort ?? '') ? (filters.sort as Sort) : 'available';
  const direction = filters.dir === 'asc' ? 'asc' : 'desc';
  const list = trpc.loyalty.memberPoints.useQuery({ page, pageSize, sort, direction, ...(search && { search }) });
  const [adjusting, setAdjusting] = useState<TMemberPointsRow | 'lookup' | null>(null);
  return (
    <>
      <ListScreen<TMemberPointsRow>
        testId="member-points-list"
        control={control}
        searchPlaceholder={t('loyalty.points.search')}
        filters={
          <Group gap="sm">
            <Select
              aria-label={t('loyalty.points.sortBy')}
              allowDeselect={false}
              data={POINTS_SORTS.map((value) => ({ value, label: t('loyalty.points.sortBy', { field: t(`loyalty.points.sorts.${value}`) }) }))}
              value={sort}
              onChange={(value) => control.update({ filters: { sort: value === 'available' ? '' : (value ?? '') } })}
              w={240}
              data-testid="points-sort"
            />
            <Select
              aria-label={t('loyalty.points.direction')}
              allowDeselect={false}
              data={[
                { value: 'desc', label: t('loyalty.points.desc') },
                { value: 'asc', label: t('loyalty.points.asc') },
              ]}
              value={direction}
              onChange={(value) => control.update({ filters: { dir: value === 'asc' ? 'asc' : '' } })}
              w={160}
              data-testid="points-direction"
            />
          </Group>
        }
        toolbar={
          canEdit && (
            <Button leftSection={<IconPlusMinus size={16} />} onClick={() => setAdjusting('lookup')} data-testid="adjust-by-number">
              {t('loyalty.points.adjust')}
            </Button>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="memberId"
        columns={[
          { accessor: 'memberNo', title: t('loyalty.points.memberNo'), render: (m) => `#${m.memberNo}` },
          { accessor: 'name', title: t('loyalty.points.name') },
          { accessor: 'email', title: t('loyalty.points.email') },
          { accessor: 'availablePoints', title: t('loyalty.points.sorts.available'), textAlign: 'right', render: (m) => formatCount(m.availablePoints) },
          { accessor: 'allTimePoints', title: t('loyalty.points.sorts.allTime'), textAlign: 'right', render: (m) => formatCount(m.allTimePoints) },
          { accessor: 'tier', title: t('loyalty.points.tier'), render: (m) => (m.tier ? <Badge variant="light">{m.tier.nameEn}</Badge> : '—') },
          {
            accessor: 'actions',
            title: '',
            width: 120,
            render: (m) =>
              canEdit && (
                <Button size="xs" variant="subtle" onClick={() => setAdjusting(m)}>
                  {t('loyalty.points.adjust')}
                </Button>
              ),
          },
        ]}
      />
      {adjusting && <AdjustPointsModal member={adjusting === 'lookup' ? null : adjusting} onClose={() => setAdjusting(null)} />}
    </>
  );
}
