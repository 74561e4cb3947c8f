import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEnquiryList } from '../../../core/reports/enquiry-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import { NoTraffic } from './no-traffic.tsx';
import { useEnquiryColumns } from './enquiry-columns.tsx';
import { ENQUIRY_LIST_PATHS } from './paths.ts';
import { useChannel } from './use-channel.ts';

type EnquiryRow = TEnquiryList['rows']['items'][number];

/**
 * /report/website-enquiry and /report/{product}-enquiry: the enquiry forms sent from the website
 * or the app, newest first, found by name, e-mail, phone or subject; unread ones stand out.
 */
export default function EnquiryListScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod('lifetime');
  const channel = useChannel(ENQUIRY_LIST_PATHS);
  const enquiry = useEnquiryColumns<EnquiryRow>(() => channel.channel);
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.trafficReports.enquiries.useQuery({ ...period.input, channel: channel.channel, page, pageSize, search }, { placeholderData: (previous) => previous });
  const data = list.data;
  return (
    <Stack>
      {data && data.rows.total === 0 && !search && <NoTraffic channel={channel.channel} />}
      <ListScreen<EnquiryRow>
        testId="enquiry-list"
        control={control}
        searchPlaceholder={t('reports.traffic.enquiries.searchPlaceholder')}
        filters={
          <>
            <PeriodFilter control={period} />
            <ChannelSwitch control={channel} />
          </>
        }
        toolbar={
          data && (
            <Badge variant={data.unread ? 'filled' : 'light'} color={data.unread ? 'red' : 'gray'} size="lg" data-testid="enquiries-unread">
              {t('reports.traffic.enquiries.unreadCount', { unread: data.unread })}
            </Badge>
          )
        }
        records={data?.rows.items}
        total={data?.rows.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          enquiry.received,
          enquiry.name,
          { accessor: 'email', title: t('reports.traffic.enquiries.email'), render: (e) => (e.email ? <Text span size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>{e.email}</Text> : '—') },
          { accessor: 'phone', title: t('reports.traffic.enquiries.phone'), render: (e) => ltr(e.phone) || '—' },
          enquiry.subject,
          { accessor: 'productName', title: t('reports.traffic.enquiries.product'), render: (e) => e.productName ?? '—' },
        ]}
      />
    </Stack>
  );
}
