import { Alert, Anchor, Badge, Breadcrumbs, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATES } from '../../../core/referral/constants.ts';
import type { TCommissionReportInput, TCommissionRow } from '../../../core/referral/schema.ts';
import { formatSen } from '../../../core/shared/money.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { REFERRAL_PATHS as P } from './paths.ts';

const FILTERS = ['state'] as const;
const STATE_COLORS = { payable: 'orange', paid: 'green', not_payable: 'gray' } as const;

/**
 * /referral/performance-report/{referral_id}: the orders a person brought in the period, each with
 * the referral reading of its status and its commission at the person's group rate; payable ones
 * (paid set, not yet paid out) can be selected and marked paid.
 */
export default function CommissionReportPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const id = useParams().referral_id ?? '';
  const period = useReportPeriod();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, filters } = control.params;
  const state = COMMISSION_STATES.find((s) => s === filters.state);
  const input: TCommissionReportInput = { ...period.input, page, pageSize, id, ...(state && { state }) };
  const report = trpc.referral.performanceReport.useQuery(input, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const markPaid = trpc.referral.markCommissionsPaid.useMutation({
    onSuccess: (result) => {
      showSuccess(t('referral.report.marked', { marked: result.marked, skipped: result.skipped }));
      void utils.referral.performanceReport.invalidate();
    },
    onError: showError,
  });
  const r = report.data;
  const totals = r?.totals;
  return (
    <Stack data-testid="referral-commission-report">
      <Breadcrumbs>
        <Anchor component={Link} to={`${P.performance}?${new URLSearchParams(period.query)}`}>
          {t('menu.referralPerformance')}
        </Anchor>
        <Text>{r ? t('referral.report.of', { name: r.person.name }) : '…'}</Text>
      </Breadcrumbs>
      {r && (
        <Text size="sm" c="dimmed" data-testid="commission-rate">
          {r.person.groupName ? t('referral.report.rate', { group: r.person.groupName, percent: r.person.commissionPercent }) : t('referral.report.noGroup')}
        </Text>
      )}
      <PeriodFilter control={period} />
      {report.error ? <Alert color="red">{errorInfo(report.error).message}</Alert> : null}
      {totals && (
        <FigureCards
          figures={[
            { label: t('referral.report.totals.orders'), value: formatCount(totals.orders), testId: 'figure-orders' },
            { label: t('referral.report.totals.goods'), value: formatSen(totals.goodsSen), testId: 'figure-goods' },
            { label: t('referral.report.totals.commission'), value: formatSen(totals.commissionSen), testId: 'figure-commission' },
            { label: t('referral.report.states.payable'), value: formatSen(totals.payableSen), testId: 'figure-payable' },
            { label: t('referral.report.states.paid'), value: formatSen(totals.paidSen), testId: 'figure-paid' },
            { label: t('referral.report.states.not_payable'), value: formatSen(totals.notPayableSen), testId: 'figure-not-payable' },
          ]}
        />
      )}
      <ListScreen<TCommissionRow>
        control={control}
        searchable={false}
        filters={
          <FilterSelect
            control={control}
            name="state"
            label={t('referral.report.state')}
            allLabel={t('referral.report.allStates')}
            data={COMMISSION_STATES.map((s) => ({ value: s, label: t(`referral.report.states.${s}`) }))}
          />
        }
        records={r?.items}
        total={r?.total ?? 0}
        fetching={report.isFetching}
        idAccessor="orderId"
        isRecordSelectable={(row) => row.state === 'payable'}
        bulkActions={[{ label: t('referral.report.markPaid'), confirm: true, run: (rows) => markPaid.mutate({ orderIds: rows.map((row) => row.orderId) }) }]}
        columns={[
          { accessor: 'orderNo', title: t('referral.report.order') },
          { accessor: 'buyerName', title: t('referral.report.buyer') },
          { accessor: 'placedAt', title: t('referral.report.placedAt'), render: (row) => dateTime(row.placedAt) },
          // The referral report reads status 4 as Payment Received (business-areas.md section 3, Orders).
          { accessor: 'statusId', title: t('referral.report.status'), render: (row) => t(row.statusId === 4 ? 'referral.report.paymentReceived' : `orders.status.${row.statusId}`) },
          { accessor: 'goodsSen', title: t('referral.report.goods'), textAlign: 'right', render: (row) => formatSen(row.goodsSen) },
          { accessor: 'commissionSen', title: t('referral.report.commission'), textAlign: 'right', render: (row) => formatSen(row.commissionSen) },
          {
            accessor: 'state',
            title: t('referral.report.state'),
            render: (row) => (
              <Stack gap={0}>
                <Badge variant="light" color={STATE_COLORS[row.state]} data-testid={`state-${row.orderId}`}>
                  {t(`referral.report.states.${row.state}`)}
                </Badge>
                {row.commissionPaidAt && (
                  <Text size="xs" c="dimmed">
                    {dateTime(row.commissionPaidAt)}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
