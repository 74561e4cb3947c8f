import { Badge, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { trpc } from '../../app/trpc.ts';
import { SME_PATHS as P } from './paths.ts';

const TABS = [
  ['setup', P.setup],
  ['list', P.list],
  ['requests', P.requests],
  ['certificates', P.certificates],
  ['privileges', P.privileges],
] as const;

/** The programme's pages as tabs (wrapping on a phone), with the merchant's SME quota. */
export function SmeNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const overview = trpc.sme.overview.useQuery();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" mb="md">
      <Tabs value={TABS.find(([, path]) => path === pathname)?.[0] ?? null} onChange={(tab) => navigate(TABS.find(([key]) => key === tab)?.[1] ?? P.setup)} style={{ maxWidth: '100%' }}>
        <Tabs.List>
          {TABS.map(([key]) => (
            <Tabs.Tab key={key} value={key} data-testid={`sme-tab-${key}`}>
              {t(`sme.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {overview.data && (
        <Badge variant="light" size="lg" data-testid="sme-quota">
          {t('sme.quota', { quota: overview.data.quota })}
        </Badge>
      )}
    </Group>
  );
}
