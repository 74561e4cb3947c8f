import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTierRow } from '../../../core/loyalty/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { useCount } from '../../components/format.ts';

export const TIER_PATH = '/mysales/loyalty-and-reward/member-reward/tier';

/** 10,000 basis points -> '1x', 15,000 -> '1.5x'. */
export const multiplierText = (bp: number) => `${(bp / 10_000).toLocaleString(undefined, { maximumFractionDigits: 2 })}x`;

/** /mysales/loyalty-and-reward/member-tier: the tiers, lowest reach first; a member is in the highest tier their all-time points reach. */
export default function TierListPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const tiers = trpc.loyalty.listTiers.useQuery();
  const matching = useMemo(() => {
    const q = search.toLowerCase();
    return (tiers.data ?? []).filter((tier) => [tier.nameEn, tier.nameCn, tier.nameBm].some((name) => name.toLowerCase().includes(q)));
  }, [tiers.data, search]);
  return (
    <ListScreen<TTierRow>
      testId="tier-list"
      control={control}
      toolbar={<AddButton to={`${TIER_PATH}/new`} label={t('loyalty.tiers.add')} testId="add-tier" />}
      records={matching.slice((page - 1) * pageSize, page * pageSize)}
      total={matching.length}
      fetching={tiers.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'nameEn',
          title: t('loyalty.tiers.nameEn'),
          render: (tier) => (
            <Anchor component={Link} to={`${TIER_PATH}/${tier.id}`}>
              {tier.nameEn}
            </Anchor>
          ),
        },
        { accessor: 'nameCn', title: t('loyalty.tiers.nameCn') },
        { accessor: 'nameBm', title: t('loyalty.tiers.nameBm') },
        { accessor: 'reachPoints', title: t('loyalty.tiers.reachPoints'), textAlign: 'right', render: (tier) => formatCount(tier.reachPoints) },
        { accessor: 'multiplierBp', title: t('loyalty.tiers.multiplier'), textAlign: 'right', render: (tier) => multiplierText(tier.multiplierBp) },
      ]}
    />
  );
}
