import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RELOAD_MODES, type ReloadMode, type TAutoReloadView } from '../../../core/credits/auto-reload-schema.ts';
import type { TCreditOverview } from '../../../core/credits/overview-schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useCount, useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

type Reload = TAutoReloadView['reloads'][number];

/** One kind's auto-reload: when, and which pack; saved on its own. */
function ReloadRow({ reload, packs }: { reload: Reload; packs: TCreditOverview['packs'] }) {
  const { t } = useTranslation();
  const count = useCount();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<ReloadMode>(reload.mode);
  const [packId, setPackId] = useState(reload.packId);
  const save = trpc.credits.saveAutoReload.useMutation({
    onSuccess: () => {
      showSuccess(t('credits.autoReload.saved'));
      void utils.credits.autoReload.invalidate();
    },
    onError: showError,
  });
  const kindName = t(`messages.credits.kinds.${reload.kind}`);
  return (
    <Stack gap={6} data-testid="auto-reload" data-kind={reload.kind}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{kindName}</Text>
        {reload.inFlight && <Badge color="blue">{t('credits.autoReload.inFlight')}</Badge>}
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('credits.autoReload.mode')}
          data={RELOAD_MODES.map((m) => ({ value: m, label: t(`messages.credits.reloadModes.${m}`) }))}
          value={mode}
          onChange={(value) => value && setMode(value as ReloadMode)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          data-testid="reload-mode"
        />
        <Select
          label={t('credits.autoReload.pack')}
          data={packs.filter((p) => p.kind === reload.kind).map((p) => ({ value: p.id, label: `${t('credits.packs.name', { credits: count(p.credits), kind: kindName })} · ${formatMoney(p.price)}` }))}
          value={packId}
          onChange={(value) => value && setPackId(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
          data-testid="reload-pack"
        />
        <Button onClick={() => save.mutate({ kind: reload.kind, mode, packId })} loading={save.isPending} data-testid="save-reload">
          {t('credits.autoReload.save')}
        </Button>
      </Group>
      {reload.lastOutcome && reload.lastAt && (
        <Text size="sm" c={reload.lastOutcome === 'paid' ? 'dimmed' : 'red'} data-testid="last-reload">
          {t(`credits.autoReload.last.${reload.lastOutcome}`, { date: dateTime(reload.lastAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** The saved card (saved on the provider's page, which returns here) and each kind's auto-reload. */
export function AutoReloadCard({ packs, cardPending }: { packs: TCreditOverview['packs']; cardPending: boolean }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const view = trpc.credits.autoReload.useQuery(undefined, { refetchInterval: (query) => (cardPending && !query.state.data?.card ? 2000 : false) });
  const saveCard = trpc.credits.saveCard.useMutation({ onSuccess: ({ pageUrl }) => window.location.assign(pageUrl), onError: showError });
  const removeCard = trpc.credits.removeCard.useMutation({ onSuccess: () => void utils.credits.autoReload.invalidate(), onError: showError });
  const card = view.data?.card;
  return (
    <SectionCard title={t('credits.autoReload.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('credits.autoReload.intro')}
        </Text>
        <Group justify="space-between" gap="xs" data-testid="saved-card">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('credits.autoReload.card')}
            </Text>
            <Text fw={500} data-testid="card-label">
              {card ? `${card.label} · ${dateTime(card.savedAt)}` : t(cardPending ? 'credits.autoReload.cardPending' : 'credits.autoReload.noCard')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="light" onClick={() => saveCard.mutate()} loading={saveCard.isPending} data-testid="save-card">
              {t(card ? 'credits.autoReload.replaceCard' : 'credits.autoReload.saveCard')}
            </Button>
            {card && (
              <Button variant="subtle" color="red" onClick={() => confirmIrreversible({ title: t('credits.autoReload.removeConfirm'), confirmLabel: t('credits.autoReload.removeCard'), onConfirm: () => removeCard.mutate() })}>
                {t('credits.autoReload.removeCard')}
              </Button>
            )}
          </Group>
        </Group>
        {view.data?.reloads.map((reload) => <ReloadRow key={`${reload.kind}-${reload.mode}-${reload.packId}`} reload={reload} packs={packs} />)}
      </Stack>
    </SectionCard>
  );
}
