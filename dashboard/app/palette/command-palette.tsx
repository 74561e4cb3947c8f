import { useEffect, useMemo, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { IconInfoCircle, IconKey, IconPackage, IconSearch, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../components/format.ts';
import { MENU } from '../features.ts';
import { menuLayout, sectionLabel } from '../menu-sections.ts';
import { useSession } from '../session.tsx';
import { trpc } from '../trpc.ts';
import { matchScreens } from './screen-search.ts';

const [store, palette] = createSpotlight();

/** Typing pauses this long before the record finds are asked. */
const FIND_DELAY_MS = 250;

interface Result {
  id: string;
  path: string;
  label: string;
  description?: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The screens the user may open: the menu's, and those of the user menu every signed-in user has. */
function useScreens(): (Result & { section: string })[] {
  const { t } = useTranslation();
  const { user, can } = useSession();
  return useMemo(() => {
    const layout = menuLayout(MENU, { isMasterAdmin: !!user?.isMasterAdmin, can });
    const entries = [...layout.top.map((entry) => ({ entry, section: '' })), ...layout.sections.flatMap((s) => s.entries.map((entry) => ({ entry, section: t(sectionLabel(s.section)) })))];
    return [
      ...entries.map(({ entry, section }) => ({ id: entry.path, path: entry.path, label: t(entry.label), section, description: section, icon: entry.icon })),
      { id: '/change-password', path: '/change-password', label: t('menu.changePassword'), section: '', icon: IconKey },
      { id: '/version', path: '/version', label: t('menu.version'), section: '', icon: IconInfoCircle },
    ];
  }, [t, user, can]);
}

/** An order, a product or a member by number or name, each area asked only of those who may view it. */
function useRecords(query: string): { groups: { label: string; results: Result[] }[]; loading: boolean } {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { can } = useSession();
  const [search] = useDebouncedValue(query.trim(), FIND_DELAY_MS);
  const options = (module: Parameters<typeof can>[0]) => ({ enabled: search.length > 0 && can(module, 'view'), staleTime: 30_000 });
  const orders = trpc.orders.find.useQuery({ search }, options('order'));
  const products = trpc.products.find.useQuery({ search }, options('manage'));
  const members = trpc.members.find.useQuery({ search }, options('my_sales'));
  const groups = [
    {
      label: t('menu.orders'),
      results: (orders.data ?? []).map((o) => ({
        id: `order-${o.id}`,
        path: `/mysales/order/${o.id}`,
        label: `#${o.orderNo} ${o.buyerName}`,
        description: `${t(`orders.status.${o.status}`)} · ${dateTime(o.placedAt)}`,
        icon: IconShoppingCart,
      })),
    },
    {
      label: t('menu.products'),
      results: (products.data ?? []).map((p) => ({ id: `product-${p.id}`, path: `/manage/products/edit/${p.id}`, label: p.nameEn, description: p.sku, icon: IconPackage })),
    },
    {
      label: t('menu.members'),
      results: (members.data ?? []).map((m) => ({ id: `member-${m.id}`, path: `/mysales/member/${m.id}`, label: `#${m.memberNo} ${m.name}`, description: m.email, icon: IconUser })),
    },
  ];
  // Asked, or about to be: the finds answer the text as typed, after the pause.
  const loading = query.trim() !== search || orders.isFetching || products.isFetching || members.isFetching;
  return { groups: groups.filter((g) => g.results.length > 0), loading };
}

/**
 * The command palette (Mantine Spotlight): go to any screen the user may open, or to an order,
 * product or member found by number or name. Loaded with its first use; each request to open it
 * (the header's button, Ctrl+K or Cmd+K) counts up `asked`.
 */
export default function CommandPalette({ asked }: { asked: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const screens = useScreens();
  const records = useRecords(query);
  useEffect(() => palette.open(), [asked]);

  const shownScreens = matchScreens(screens, query);
  const first = shownScreens[0] ?? records.groups[0]?.results[0];
  const go = (path: string) => void navigate(path);
  // Enter before any arrow key goes to the first result.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || store.getState().selected !== -1 || !first || event.nativeEvent.isComposing) return;
    palette.close();
    go(first.path);
  };
  const action = (r: Result) => (
    <Spotlight.Action key={r.id} label={r.label} description={r.description} leftSection={<r.icon size={20} stroke={1.5} />} onClick={() => go(r.path)} data-testid={`palette-${r.id}`} />
  );

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight={420}>
      <Spotlight.Search
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.placeholder')}
        leftSection={<IconSearch size={20} stroke={1.5} />}
        rightSection={records.loading ? <Loader size="xs" aria-label={t('palette.searching')} /> : null}
        onKeyDown={onKeyDown}
      />
      <Spotlight.ActionsList>
        {shownScreens.length > 0 && <Spotlight.ActionsGroup label={t('palette.screens')}>{shownScreens.map(action)}</Spotlight.ActionsGroup>}
        {records.groups.map((group) => (
          <Spotlight.ActionsGroup key={group.label} label={group.label}>
            {group.results.map(action)}
          </Spotlight.ActionsGroup>
        ))}
        {shownScreens.length === 0 && records.groups.length === 0 && <Spotlight.Empty>{records.loading ? t('palette.searching') : t('palette.nothing')}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
