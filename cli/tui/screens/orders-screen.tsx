import { Box, Text } from 'ink';
import { useState } from 'react';
import { isOrderStatusId, orderStatusName } from '../../../core/orders/constants.ts';
import type { TOrderRow } from '../../../core/orders/schema.ts';
import { formatSen } from '../../../core/shared/money-format.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { failureLine } from '../../program/failure.ts';
import { dateTime } from '../../ui/format.ts';
import { DataTable, type Column } from '../kit/data-table.tsx';
import { Screen } from '../kit/screen.tsx';
import { TextPrompt } from '../kit/text-prompt.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';
import { useLoad } from '../kit/use-load.ts';
import { MassActionPanel } from './mass-action-panel.tsx';
import { cycle, DATE_CHOICES, dateLabel, listInput, TAB_CHOICES, tabLabel, type OrderFilter } from './order-list-state.ts';
import { OrderScreen } from './order-screen.tsx';
import { ORDERS_KEYS } from './screen-keys.ts';

const COLUMNS: Column<TOrderRow>[] = [
  { title: 'Order', text: (o) => `#${o.orderNo}`, min: 6 },
  { title: 'Placed', text: (o) => dateTime(o.placedAt), min: 16 },
  { title: 'Buyer', text: (o) => o.buyerName },
  { title: 'Total', text: (o) => formatSen(o.totalSen), min: 9 },
  { title: 'Items', text: (o) => String(o.itemCount), min: 5 },
  { title: 'Status', text: (o) => (isOrderStatusId(o.status) ? orderStatusName(o.status) : String(o.status)) },
];

type Mode = 'list' | 'search' | 'mass';

/**
 * The order list as the dashboard has it: tabs with counts, search, date shortcuts, pages; space
 * chooses orders for a mass action, Enter opens one.
 */
export function OrdersScreen() {
  const env = useScreenEnv();
  const { api } = env.connection;
  const [filter, setFilter] = useState<OrderFilter>({ tab: null, shortcut: null, search: '', page: 1 });
  const [cursor, setCursor] = useState(0);
  const [chosen, setChosen] = useState<ReadonlyMap<string, TOrderRow>>(new Map());
  const [mode, setMode] = useState<Mode>('list');
  const list = useLoad(() => api.orders.list.query(listInput(filter)), [api, filter]);
  const rows = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const refilter = (change: Partial<OrderFilter>) => {
    setFilter((f) => ({ ...f, page: 1, ...change }));
    setCursor(0);
  };
  const toggle = (orders: TOrderRow[], on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const o of orders) if (on) next.set(o.id, o);
      else next.delete(o.id);
      return next;
    });
  useKeys(
    (input, key) => {
      const row = rows[cursor];
      if (key.upArrow) setCursor(Math.max(0, cursor - 1));
      else if (key.downArrow) setCursor(Math.min(rows.length - 1, cursor + 1));
      else if (key.rightArrow || key.leftArrow) refilter({ tab: cycle(TAB_CHOICES, filter.tab, key.rightArrow ? 1 : -1) });
      else if (input === 'd') refilter({ shortcut: cycle(DATE_CHOICES, filter.shortcut, 1) });
      else if (input === '/') setMode('search');
      else if (input === 'n' && filter.page < pages) setFilter((f) => ({ ...f, page: f.page + 1 }));
      else if (input === 'p' && filter.page > 1) setFilter((f) => ({ ...f, page: f.page - 1 }));
      else if (input === ' ' && row) toggle([row], !chosen.has(row.id));
      else if (input === 'a') toggle(rows, !rows.every((o) => chosen.has(o.id)));
      else if (input === 'm' && (chosen.size > 0 || row)) setMode('mass');
      else if (key.return && row) env.open(<OrderScreen id={row.id} />);
    },
    { isActive: mode === 'list' },
  );
  const massIds = chosen.size > 0 ? [...chosen.keys()] : rows[cursor] ? [rows[cursor].id] : [];
  const counts = new Map(list.data?.tabs.map((t) => [t.key, t]));
  const closeMass = (changed: boolean) => {
    setMode('list');
    if (changed) {
      setChosen(new Map());
      list.reload();
    }
  };
  return (
    <Screen title="Orders" keys={ORDERS_KEYS} error={list.error && failureLine(list.error)} onEscape={mode === 'list' ? undefined : () => setMode('list')}>
      <Box columnGap={2} flexWrap="wrap">
        {TAB_CHOICES.map((tab) => {
          const count = tab && counts.get(tab);
          return (
            <Text key={tab ?? 'all'} inverse={tab === filter.tab} bold={tab === filter.tab}>
              {tabLabel(tab)}
              {count ? ` (${formatCount(count.count)}${count.capped ? '+' : ''})` : ''}
            </Text>
          );
        })}
      </Box>
      <Text dimColor={env.theme.dim}>
        {dateLabel(filter.shortcut)}
        {filter.search && ` · search "${filter.search}"`} · page {filter.page} of {pages}
        {chosen.size > 0 && ` · ${chosen.size} chosen`}
      </Text>
      {mode === 'search' && (
        <TextPrompt
          label="Search buyer or order no"
          value={filter.search}
          onSubmit={(search) => {
            refilter({ search });
            setMode('list');
          }}
        />
      )}
      <Box marginTop={1}>{list.data ? <DataTable columns={COLUMNS} rows={rows} cursor={cursor} marked={new Set(rows.flatMap((o, i) => (chosen.has(o.id) ? [i] : [])))} empty="No orders match." /> : <Text>Loading…</Text>}</Box>
      {mode === 'mass' && <MassActionPanel ids={massIds} onClose={closeMass} />}
    </Screen>
  );
}
