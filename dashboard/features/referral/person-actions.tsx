import { Button } from '@mantine/core';
import { IconCertificate, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TReferralPerson } from '../../../core/referral/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

/** A person's own actions in their list row: make a temporary person official (no way back), and activate or deactivate them. */
export function PersonActions({ person }: { person: TReferralPerson }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const done = (message: string) => {
    showSuccess(message);
    void utils.referral.invalidate();
  };
  const official = trpc.referral.makeOfficial.useMutation({ onSuccess: (p) => done(t('referral.person.madeOfficial', { name: p.name })), onError: showError });
  const setActive = trpc.referral.setActive.useMutation({
    onSuccess: (p) => done(t(p.active ? 'referral.person.activated' : 'referral.person.deactivated', { name: p.name })),
    onError: showError,
  });
  if (!canEdit) return null;
  return (
    <>
      {person.kind === 'temporary' && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconCertificate size={14} />}
          loading={official.isPending}
          onClick={() => confirmIrreversible({ title: t('referral.person.makeOfficialTitle', { name: person.name }), confirmLabel: t('referral.person.makeOfficial'), onConfirm: () => official.mutate({ id: person.id }) })}
          data-testid={`make-official-${person.id}`}
        >
          {t('referral.person.makeOfficial')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={person.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
        loading={setActive.isPending}
        onClick={() => setActive.mutate({ id: person.id, active: !person.active })}
        data-testid={`toggle-active-${person.id}`}
      >
        {t(person.active ? 'referral.person.deactivate' : 'referral.person.activate')}
      </Button>
    </>
  );
}
