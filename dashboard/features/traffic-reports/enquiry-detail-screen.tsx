import { useEffect, type ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TEnquiryDetail } from '../../../core/reports/enquiry-schema.ts';
import { productPath } from '../../app/route-access.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { LongText, ownText } from './long-text.tsx';
import { ENQUIRY_LIST_PATHS, leadReferralPath } from './paths.ts';
import { useChannel } from './use-channel.ts';

/** A product's page in the catalogue, for those who may open it. */
const productEditPath = (id: string) => `/manage/products/edit/${encodeURIComponent(id)}`;

/** Label and value rows; a value may be a link or left-to-right text. */
function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed" data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="40%" c="dimmed" valign="top">
              {label}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EnquiryView({ enquiry }: { enquiry: TEnquiryDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { can } = useSession();
  const e = enquiry;
  const product = e.productId ? (e.productName ?? t('reports.traffic.deletedProduct')) : '';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs" dir="auto">
          {e.name}
        </Title>
        <Facts
          testId="enquiry-facts"
          rows={[
            [t('reports.traffic.enquiries.received'), dateTime(e.createdAt)],
            [t('reports.traffic.enquiries.email'), e.email && <LongText>{e.email}</LongText>],
            [t('reports.traffic.enquiries.phone'), ltr(e.phone)],
            [t('reports.traffic.enquiries.subject'), ownText(e.subject)],
            [
              t('reports.traffic.enquiries.product'),
              e.productId && e.productName && can('manage', 'view') ? (
                <Anchor component={Link} to={productEditPath(e.productId)} size="sm">
                  {product}
                </Anchor>
              ) : (
                product
              ),
            ],
            [t('reports.traffic.enquiries.page'), e.page && <LongText>{e.page}</LongText>],
            [t('reports.traffic.enquiries.ip'), e.ip && <LongText>{e.ip}</LongText>],
            [
              t('reports.traffic.enquiries.referralCode'),
              e.referralCode && (
                <Anchor component={Link} to={leadReferralPath(e.referralCode)} size="sm" dir="ltr">
                  {e.referralCode}
                </Anchor>
              ),
            ],
            [t('reports.traffic.channel'), t(`reports.traffic.channels.${e.channel}`)],
          ]}
        />
      </Card>
      <Stack>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t('reports.traffic.enquiries.message')}
          </Title>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="enquiry-message">
            {e.message || '—'}
          </Text>
        </Card>
        {e.fields.length > 0 && (
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              {t('reports.traffic.enquiries.fields')}
            </Title>
            <Facts testId="enquiry-fields" rows={e.fields.map((f) => [f.label, ownText(f.value)])} />
          </Card>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * /report/website-enquiry/detail/{id} and /report/{product}-enquiry/detail/{id}: every field of
 * one enquiry, with the product, page, address and referral code it came with. Opening it marks
 * it read, so the lists count it so.
 */
export default function EnquiryDetailScreen() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { channel } = useChannel(ENQUIRY_LIST_PATHS);
  const enquiry = trpc.trafficReports.enquiry.useQuery({ channel, id });
  const utils = trpc.useUtils();
  const opened = enquiry.data?.id;
  useEffect(() => {
    if (opened) void utils.trafficReports.enquiries.invalidate();
  }, [opened, utils]);
  let content;
  if (enquiry.error) content = <Alert color="red">{errorInfo(enquiry.error).message}</Alert>;
  else if (!enquiry.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else content = <EnquiryView enquiry={enquiry.data} />;
  return (
    <Stack data-testid="enquiry-detail">
      <Breadcrumbs>
        <Anchor component={Link} to={productPath(ENQUIRY_LIST_PATHS[channel])}>
          {t(`reports.traffic.titles.${channel}Enquiries`)}
        </Anchor>
        <Text>{enquiry.data?.name ?? t('reports.traffic.enquiries.enquiry')}</Text>
      </Breadcrumbs>
      {content}
    </Stack>
  );
}
