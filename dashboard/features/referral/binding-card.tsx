import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconPlayerPause, IconPlayerPlay, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_LIMITS as L } from '../../../core/referral/constants.ts';
import type { TReferralPerson } from '../../../core/referral/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';

/** A person's member binding: bind one by e-mail or member id, or cancel, activate or deactivate the binding (rule 6: only an active one earns). */
export function BindingCard({ person }: { person: TReferralPerson }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [member, setMember] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = (p: TReferralPerson, message: string) => {
    utils.referral.person.setData({ id: p.id }, p);
    void utils.referral.persons.invalidate();
    showSuccess(message);
  };
  const bind = trpc.referral.bindMember.useMutation({
    onSuccess: (p) => {
      setMember('');
      saved(p, t('referral.binding.bound', { name: p.member?.name ?? '' }));
    },
    onError: (e) => setError(errorInfo(e).fieldErrors?.member ?? errorInfo(e).message),
  });
  const unbind = trpc.referral.unbindMember.useMutation({ onSuccess: (p) => saved(p, t('referral.binding.cancelled')), onError: showError });
  const setActive = trpc.referral.setBindingActive.useMutation({
    onSuccess: (p) => saved(p, t(p.member?.active ? 'referral.binding.activated' : 'referral.binding.deactivated')),
    onError: showError,
  });
  const bound = person.member;
  return (
    <Card withBorder data-testid="referral-binding">
      <Stack gap="sm">
        <Title order={4}>{t('referral.binding.title')}</Title>
        {bound ? (
          <>
            <Group gap="sm">
              <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" data-testid="bound-member">
                  {bound.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {bound.email}
                </Text>
              </Stack>
              <Badge variant="light" color={bound.active ? 'green' : 'red'}>
                {t(bound.active ? 'referral.binding.active' : 'referral.binding.inactive')}
              </Badge>
            </Group>
            {canEdit && (
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={bound.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                  loading={setActive.isPending}
                  onClick={() => setActive.mutate({ id: person.id, active: !bound.active })}
                  data-testid="toggle-binding"
                >
                  {t(bound.active ? 'referral.binding.deactivate' : 'referral.binding.activate')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconUnlink size={16} />}
                  loading={unbind.isPending}
                  onClick={() => confirmIrreversible({ title: t('referral.binding.cancelTitle', { name: bound.name }), confirmLabel: t('referral.binding.cancel'), onConfirm: () => unbind.mutate({ id: person.id }) })}
                  data-testid="cancel-binding"
                >
                  {t('referral.binding.cancel')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('referral.binding.none')}
            </Text>
            {canEdit && (
              <Group gap="xs" align="flex-start">
                <TextInput
                  aria-label={t('referral.binding.member')}
                  placeholder={t('referral.binding.member')}
                  maxLength={L.emailMaxChars}
                  value={member}
                  error={error}
                  onChange={(e) => {
                    setMember(e.currentTarget.value);
                    setError(null);
                  }}
                  w={{ base: '100%', sm: 320 }}
                  data-testid="binding-member"
                />
                <Button leftSection={<IconLink size={16} />} loading={bind.isPending} onClick={() => bind.mutate({ id: person.id, member })} data-testid="bind-member">
                  {t('referral.binding.bind')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
