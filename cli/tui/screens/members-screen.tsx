import { Box, Text } from 'ink';
import path from 'node:path';
import { useState } from 'react';
import { MEMBER_TYPES, type MemberType } from '../../../core/members/constants.ts';
import type { TMemberRow } from '../../../core/members/schema.ts';
import { formatSen } from '../../../core/shared/money-format.ts';
import { englishSummary } from '../../jobs/english-summary.ts';
import { jobEnd } from '../../jobs/follow.ts';
import { failureLine } from '../../program/failure.ts';
import { dateTime, plural, spaced } from '../../ui/format.ts';
import { DataTable, type Column } from '../kit/data-table.tsx';
import { PathPrompt } from '../kit/path-prompt.tsx';
import { Screen } from '../kit/screen.tsx';
import { TextPrompt } from '../kit/text-prompt.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';
import { useLoad } from '../kit/use-load.ts';
import { cycle } from './order-list-state.ts';
import { MemberScreen } from './member-screen.tsx';
import { MEMBERS_KEYS } from './screen-keys.ts';

const PAGE_SIZE = 20;
const TYPES: (MemberType | null)[] = [null, ...MEMBER_TYPES];
const typeLabel = (type: MemberType | null) => (type === null ? 'all members' : spaced(type));

const COLUMNS: Column<TMemberRow>[] = [
  { title: 'No', text: (m) => `#${m.memberNo}`, min: 5 },
  { title: 'Name', text: (m) => m.name },
  { title: 'E-mail', text: (m) => m.email || '-' },
  { title: 'Phone', text: (m) => m.phone || '-' },
  { title: 'Paid orders', text: (m) => String(m.paidOrderCount), min: 5 },
  { title: 'Spent', text: (m) => formatSen(m.paidTotalSen), min: 9 },
  { title: 'Joined', text: (m) => dateTime(m.joinedAt), min: 16 },
];

type Mode = 'list' | 'search' | 'export' | 'exporting';

/**
 * The members as the dashboard lists them: search, member type, pages; Enter opens one; x
 * exports every member (the member-export job, as `merchant members export`) to a file.
 */
export function MembersScreen() {
  const env = useScreenEnv();
  const { api } = env.connection;
  const [filter, setFilter] = useState<{ search: string; type: MemberType | null; page: number }>({ search: '', type: null, page: 1 });
  const [cursor, setCursor] = useState(0);
  const [mode, setMode] = useState<Mode>('list');
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const list = useLoad(() => api.members.list.query({ page: filter.page, pageSize: PAGE_SIZE, ...(filter.search && { search: filter.search }), ...(filter.type && { type: filter.type }) }), [api, filter]);
  const rows = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const refilter = (change: Partial<typeof filter>) => {
    setFilter((f) => ({ ...f, page: 1, ...change }));
    setCursor(0);
  };
  useKeys(
    (input, key) => {
      const row = rows[cursor];
      if (key.upArrow) setCursor(Math.max(0, cursor - 1));
      else if (key.downArrow) setCursor(Math.min(rows.length - 1, cursor + 1));
      else if (key.rightArrow || key.leftArrow) refilter({ type: cycle(TYPES, filter.type, key.rightArrow ? 1 : -1) });
      else if (input === '/') setMode('search');
      else if (input === 'n' && filter.page < pages) setFilter((f) => ({ ...f, page: f.page + 1 }));
      else if (input === 'p' && filter.page > 1) setFilter((f) => ({ ...f, page: f.page - 1 }));
      else if (input === 'x') setMode('export');
      else if (key.return && row) env.open(<MemberScreen id={row.id} />);
    },
    { isActive: mode === 'list' },
  );
  const exportTo = (file: string) => {
    setMode('exporting');
    setError(undefined);
    const out = path.resolve(file);
    api.jobs.start
      .mutate({ kind: 'member-export', format: out.endsWith('.xlsx') ? 'xlsx' : 'csv' })
      .then((job) => jobEnd(api, job))
      .then(async (job) => {
        if (job.status !== 'completed') throw new Error(englishSummary(job.summary));
        await env.connection.files.download({ kind: 'result', jobId: job.id }, out);
        setNote(`${englishSummary(job.summary)} Saved to ${out}.`);
      })
      .catch((e: unknown) => setError(failureLine(e)))
      .finally(() => setMode('list'));
  };
  return (
    <Screen title="Members" keys={MEMBERS_KEYS} error={error ?? (list.error && failureLine(list.error))} onEscape={mode === 'search' || mode === 'export' ? () => setMode('list') : undefined}>
      <Text dimColor={env.theme.dim}>
        {typeLabel(filter.type)}
        {filter.search && ` · search "${filter.search}"`} · page {filter.page} of {pages}
        {list.data && ` · ${plural(list.data.total, 'member')}`}
      </Text>
      {mode === 'search' && (
        <TextPrompt
          label="Search name, e-mail, phone or member no"
          value={filter.search}
          onSubmit={(search) => {
            refilter({ search });
            setMode('list');
          }}
        />
      )}
      {mode === 'export' && <PathPrompt label="Export every member to (.csv or .xlsx)" suggestion="members.csv" onSubmit={exportTo} />}
      {mode === 'exporting' && <Text>Exporting…</Text>}
      <Box marginTop={1}>{list.data ? <DataTable columns={COLUMNS} rows={rows} cursor={cursor} empty="No members match." /> : <Text>Loading…</Text>}</Box>
      {note && <Text color={env.theme.good}>{note}</Text>}
    </Screen>
  );
}
