import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TLiveSession } from '../../../core/live-commerce/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

/** Go live (a scheduled session) or end it (a live one, after asking: an ended session takes no more comments). */
export function SessionActions({ session }: { session: Pick<TLiveSession, 'id' | 'title' | 'status'> }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const done = (key: string) => async () => {
    showSuccess(t(key, { title: session.title }));
    await utils.liveCommerce.invalidate();
  };
  const start = trpc.liveCommerce.startSession.useMutation({ onSuccess: done('liveCommerce.session.started'), onError: showError });
  const end = trpc.liveCommerce.endSession.useMutation({ onSuccess: done('liveCommerce.session.ended'), onError: showError });
  if (!canEdit || session.status === 'ended') return null;
  if (session.status === 'scheduled')
    return (
      <Button size="compact-sm" color="red" leftSection={<IconPlayerPlay size={14} />} loading={start.isPending} onClick={() => start.mutate({ id: session.id })} data-testid="session-start">
        {t('liveCommerce.session.start')}
      </Button>
    );
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPlayerStop size={14} />}
      loading={end.isPending}
      onClick={() => confirmIrreversible({ title: t('liveCommerce.session.endTitle', { title: session.title }), confirmLabel: t('liveCommerce.session.end'), onConfirm: () => end.mutate({ id: session.id }) })}
      data-testid="session-end"
    >
      {t('liveCommerce.session.end')}
    </Button>
  );
}
