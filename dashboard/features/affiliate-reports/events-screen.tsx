import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAffiliateEvents } from '../../../core/reports/affiliate-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { AddEventForm } from './add-event-form.tsx';
import { AffiliateNav } from './affiliate-nav.tsx';
import { CountsLayout } from './counts-layout.tsx';
import { affiliatePath } from './paths.ts';

type EventRow = TAffiliateEvents['rows'][number];

/** An event's code, to put in its links, with a copy button. */
function Code({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" dir="ltr">
        {code}
      </Text>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={t(copied ? 'affiliateReports.copied' : 'affiliateReports.copyCode')}>
            <ActionIcon variant="subtle" size="sm" aria-label={t('affiliateReports.copyCode')} onClick={copy}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** /affiliate-marketing/report (master admin): the affiliate events, each with its code, clicks and registrations in the period; a new event is added here. */
export default function AffiliateEventsScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const period = useReportPeriod();
  const report = trpc.affiliateReports.events.useQuery(period.input, { placeholderData: (previous) => previous });
  return (
    <PeriodReport
      testId="affiliate-events"
      period={period}
      file={{ name: 'affiliate-events' }}
      report={report}
      header={
        <>
          <AffiliateNav screen="events" event={null} query={period.query} />
          <AddEventForm />
        </>
      }
    >
      {(r) => (
        <CountsLayout totals={r.totals} chart={{ series: r.series, grain: r.days.grain }}>
          <ReportTableCard<EventRow>
            title={t('affiliateReports.events')}
            records={r.rows}
            idAccessor="id"
            empty={t('affiliateReports.noEvents')}
            columns={[
              { accessor: 'createdAt', title: t('affiliateReports.date'), render: (e) => dateTime(e.createdAt, false) },
              { accessor: 'name', title: t('affiliateReports.eventName'), render: (e) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{e.name}</Text> },
              { accessor: 'code', title: t('affiliateReports.code'), render: (e) => <Code code={e.code} /> },
              {
                accessor: 'clicks',
                title: t('affiliateReports.clicks'),
                textAlign: 'right',
                render: (e) => (
                  <Anchor component={Link} to={affiliatePath('sources', e.id, period.query)} size="sm" data-testid={`event-clicks-${e.code}`}>
                    {formatCount(e.clicks)}
                  </Anchor>
                ),
              },
              {
                accessor: 'registered',
                title: t('affiliateReports.registeredCount'),
                textAlign: 'right',
                render: (e) => (
                  <Anchor component={Link} to={affiliatePath('registered', e.id, period.query)} size="sm" data-testid={`event-registered-${e.code}`}>
                    {formatCount(e.registered)}
                  </Anchor>
                ),
              },
            ]}
            data-testid="affiliate-event-rows"
          />
        </CountsLayout>
      )}
    </PeriodReport>
  );
}
