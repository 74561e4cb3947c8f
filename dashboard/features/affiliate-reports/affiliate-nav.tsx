import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAffiliateEvent } from '../../../core/reports/affiliate-schema.ts';
import { affiliatePath, eventsPath } from './paths.ts';

export type AffiliateScreen = 'events' | 'sources' | 'registered';

/**
 * The affiliate report's three screens, of all events or of one (named, with the way back to all),
 * keeping the period shown.
 */
export function AffiliateNav({ screen, event, query }: { screen: AffiliateScreen; event: TAffiliateEvent | null; query: Record<string, string> }) {
  const { t } = useTranslation();
  const links: [AffiliateScreen, string, string][] = [
    ['events', eventsPath(query), t('affiliateReports.events')],
    ['sources', affiliatePath('sources', event?.id ?? null, query), t('affiliateReports.sources')],
    ['registered', affiliatePath('registered', event?.id ?? null, query), t('affiliateReports.registered')],
  ];
  return (
    <>
      {event ? (
        <Stack gap={4}>
          <Anchor component={Link} to={eventsPath(query)} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconArrowLeft size={14} />
              {t('affiliateReports.allEvents')}
            </Group>
          </Anchor>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="affiliate-event-name">
            {t('affiliateReports.eventWithCode', { name: event.name, code: event.code })}
          </Title>
        </Stack>
      ) : null}
      <Group gap="xs" wrap="wrap" data-testid="affiliate-nav">
        {links
          .filter(([s]) => !(event && s === 'events'))
          .map(([s, to, label]) => (
            <Button key={s} component={Link} to={to} size="xs" variant={s === screen ? 'filled' : 'default'} aria-current={s === screen ? 'page' : undefined}>
              {label}
            </Button>
          ))}
      </Group>
    </>
  );
}
