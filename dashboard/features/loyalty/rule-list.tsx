import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RULE_TABS, type RuleType } from '../../../core/loyalty/constants.ts';
import type { TRuleRow } from '../../../core/loyalty/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ruleTypeOptions, STATE_COLORS } from './rule-labels.ts';

const FILTER_KEYS = ['type'] as const;
export const RULE_PATH = '/mysales/loyalty-and-reward/member-reward/setting';

/** The reward rules: ongoing and upcoming on one tab, expired and terminated on the other. */
export function RuleList() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: RULE_TABS, filterKeys: FILTER_KEYS });
  const { page, pageSize, search, tab, filters } = control.params;
  const ruleType = Number(filters.type) || undefined;
  const list = trpc.loyalty.listRules.useQuery({ tab: tab as (typeof RULE_TABS)[number], page, pageSize, ...(search && { search }), ...(ruleType && { ruleType: ruleType as RuleType }) });
  return (
    <ListScreen<TRuleRow>
      testId="rule-list"
      title={t('loyalty.rules.title')}
      control={control}
      tabs={RULE_TABS.map((value) => ({ value, label: t(`loyalty.rules.tabs.${value}`) }))}
      searchPlaceholder={t('loyalty.rules.search')}
      filters={<FilterSelect control={control} name="type" label={t('loyalty.rules.type')} allLabel={t('loyalty.rules.allTypes')} data={ruleTypeOptions(t)} width={260} />}
      toolbar={<AddButton to={`${RULE_PATH}/new`} label={t('loyalty.rules.add')} testId="add-rule" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'title',
          title: t('loyalty.rules.ruleTitle'),
          render: (r) => (
            <Anchor component={Link} to={`${RULE_PATH}/${r.id}`}>
              {r.title}
            </Anchor>
          ),
        },
        {
          accessor: 'ruleType',
          title: t('loyalty.rules.type'),
          render: (r) => (
            <Text size="sm">{t(`loyalty.ruleTypes.${r.ruleType}`)}</Text>
          ),
        },
        { accessor: 'pointsGrant', title: t('loyalty.rules.points'), render: (r) => t(r.pointsType === 2 ? 'loyalty.rules.perRinggitValue' : 'loyalty.rules.fixedValue', { points: r.pointsGrant }) },
        { accessor: 'earningLimit', title: t('loyalty.rules.earningLimit'), render: (r) => r.earningLimit ?? t('loyalty.rules.noLimit') },
        { accessor: 'startAt', title: t('loyalty.rules.startAt'), render: (r) => dateTime(r.startAt) },
        { accessor: 'endAt', title: t('loyalty.rules.endAt'), render: (r) => (r.endAt ? dateTime(r.endAt) : t('loyalty.rules.noEnd')) },
        { accessor: 'state', title: t('loyalty.rules.state'), render: (r) => <Badge color={STATE_COLORS[r.state]}>{t(`loyalty.states.${r.state}`)}</Badge> },
      ]}
    />
  );
}
