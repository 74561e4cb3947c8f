import { Anchor, Group, Tabs } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeliveriesTab } from './deliveries-tab.tsx';
import { KeysTab } from './keys-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { DELIVERY_PARTNER_PATHS } from '../../components/delivery-partner-paths.ts';
import { QuotesTab } from './quotes-tab.tsx';
import { SendersTab } from './senders-tab.tsx';

const TABS = ['keys', 'merchants', 'quotes', 'orders', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/** /mysales/lalamove: keys, sender merchants, quotes, delivery orders and the provider's notifications, a tab each (?tab=). */
export default function DeliveryPartnerPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === search.get('tab')) ?? 'keys';
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Anchor component={Link} to={DELIVERY_PARTNER_PATHS.guideline} size="sm" data-testid="guideline-link">
          <Group gap={4} wrap="nowrap">
            <IconBook size={16} />
            {t('deliveryPartner.guidelineLink')}
          </Group>
        </Anchor>
      </Group>
      <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'keys' ? { tab: value } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`deliveryPartner.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="keys">
          <KeysTab />
        </Tabs.Panel>
        <Tabs.Panel value="merchants">
          <SendersTab />
        </Tabs.Panel>
        <Tabs.Panel value="quotes">
          <QuotesTab />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <DeliveriesTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
