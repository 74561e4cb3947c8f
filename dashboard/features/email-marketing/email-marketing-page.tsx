import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { CampaignList } from './campaign-list.tsx';
import { EntryList } from './entry-list.tsx';
import { ListManager } from './list-manager.tsx';
import { SenderSettings } from './sender-settings.tsx';

const TABS = ['campaigns', 'lists', 'sender'] as const;
type Tab = (typeof TABS)[number];
const FILTERS = ['status'] as const;

/** The lists tab shows the lists, or the entries of the one opened (?list=). */
function ListsTab() {
  const [search, setSearch] = useSearchParams();
  const control = useListParams();
  const lists = trpc.emailMarketing.lists.useQuery();
  const opened = lists.data?.find((l) => l.id === search.get('list'));
  const show = (listId: string | null) => setSearch(listId ? { tab: 'lists', list: listId } : { tab: 'lists' });
  if (opened) return <EntryList list={opened} control={control} onBack={() => show(null)} />;
  return <ListManager onOpen={(list) => show(list.id)} />;
}

/**
 * /tools/email-marketing: campaigns, lists and the sender settings, a tab each (?tab=). Changing
 * tab starts from the tab's first page: the tabs' lists share the URL's paging parameters.
 */
export default function EmailMarketingPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const campaigns = useListParams({ filterKeys: FILTERS });
  const tab: Tab = TABS.find((value) => value === search.get('tab')) ?? 'campaigns';
  return (
    <Tabs value={tab} onChange={(value) => setSearch(value && value !== 'campaigns' ? { tab: value } : {})} keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
            {t(`emailMarketing.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="campaigns">
        <CampaignList control={campaigns} />
      </Tabs.Panel>
      <Tabs.Panel value="lists">
        <ListsTab />
      </Tabs.Panel>
      <Tabs.Panel value="sender">
        <SenderSettings />
      </Tabs.Panel>
    </Tabs>
  );
}
