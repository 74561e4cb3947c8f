import { Anchor, Badge, Group } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '../../../core/reports/constants.ts';
import { useDateTime } from '../../components/format.ts';
import { ownText } from './long-text.tsx';
import { enquiryPath } from './paths.ts';

/** What both enquiry tables show of an enquiry; `read` only where the list knows it. */
interface EnquiryCells {
  id: string;
  name: string;
  subject: string;
  createdAt: Date;
  read?: boolean;
}

/**
 * The columns the enquiry list and a referral code's enquiries share: when it came, who sent it
 * (leading to the enquiry; an unread one stands out) and its subject.
 */
export function useEnquiryColumns<T extends EnquiryCells>(channelOf: (e: T) => Channel): Record<'received' | 'name' | 'subject', DataTableColumn<T>> {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return {
    received: { accessor: 'createdAt', title: t('reports.traffic.enquiries.received'), render: (e) => dateTime(e.createdAt) },
    name: {
      accessor: 'name',
      title: t('reports.traffic.enquiries.name'),
      render: (e) => (
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={enquiryPath(channelOf(e), e.id)} fw={e.read === false ? 700 : 400} size="sm" dir="auto" data-testid={`enquiry-${e.id}`}>
            {e.name}
          </Anchor>
          {e.read === false && (
            <Badge size="xs" color="red" variant="light">
              {t('reports.traffic.enquiries.unread')}
            </Badge>
          )}
        </Group>
      ),
    },
    subject: { accessor: 'subject', title: t('reports.traffic.enquiries.subject'), render: (e) => ownText(e.subject) },
  };
}
