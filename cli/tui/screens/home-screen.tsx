import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { formatCount } from '../../../core/shared/numbers.ts';
import { failureLine } from '../../program/failure.ts';
import { FilterList } from '../kit/filter-list.tsx';
import { percentDone } from '../kit/job-rate.ts';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useLoad } from '../kit/use-load.ts';
import { loadAttention } from './home-attention.ts';
import { ImportWizard } from './import-wizard.tsx';
import { JobsScreen } from './jobs-screen.tsx';
import { OrdersScreen } from './orders-screen.tsx';
import { MembersScreen } from './members-screen.tsx';
import { VouchersScreen } from './vouchers-screen.tsx';
import { HOME_KEYS } from './screen-keys.ts';

const POLL_MS = 2000;

/** The menu: each entry a screen, or quitting. */
const MENU: { label: string; screen: () => ReactElement | null }[] = [
  { label: 'Orders', screen: () => <OrdersScreen /> },
  { label: 'Jobs', screen: () => <JobsScreen /> },
  { label: 'Members', screen: () => <MembersScreen /> },
  { label: 'Voucher runs', screen: () => <VouchersScreen /> },
  { label: 'Import a file', screen: () => <ImportWizard /> },
  { label: 'Quit', screen: () => null },
];

/** `merchant` on a terminal: who and where, the jobs running, what needs attention, and the screens. */
export function HomeScreen() {
  const env = useScreenEnv();
  const { api, target } = env.connection;
  const me = useLoad(() => api.auth.me.query(), [api]);
  const attention = useLoad(() => loadAttention(api), [api], POLL_MS);
  const running = attention.data?.running ?? [];
  return (
    <Screen title="Merchant System" keys={HOME_KEYS} error={(me.error && failureLine(me.error)) ?? (attention.error && failureLine(attention.error))}>
      {me.data && (
        <Text>
          <Text bold>{me.data.merchantName}</Text> · {me.data.name} ({me.data.username}) on {target.label}
        </Text>
      )}
      <Box flexDirection="column" marginTop={1}>
        <Text bold>Needs attention</Text>
        {attention.data?.items.length === 0 && <Text dimColor={env.theme.dim}>Nothing right now.</Text>}
        {attention.data?.items.map((item) => (
          <Text key={item.label}>
            {'  '}
            {item.label.padEnd(24)}
            <Text bold color={item.count > 0 ? env.theme.warn : undefined}>
              {formatCount(item.count)}
            </Text>
          </Text>
        ))}
      </Box>
      <Box flexDirection="column" marginTop={1}>
        <Text bold>Jobs running</Text>
        {running.length === 0 && <Text dimColor={env.theme.dim}>None.</Text>}
        {running.map((job) => (
          <Text key={job.id}>
            {'  '}
            {job.kind} {job.fileName} {percentDone(job)} · {job.createdByName}
          </Text>
        ))}
      </Box>
      <Box flexDirection="column" marginTop={1}>
        <FilterList
          items={MENU.map((entry) => ({ label: entry.label, value: entry }))}
          onChoose={(entry) => {
            const screen = entry.screen();
            if (screen) env.open(screen);
            else env.quit();
          }}
        />
      </Box>
    </Screen>
  );
}
