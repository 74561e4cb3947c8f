import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TRedeemLinkResult } from '../../../core/auth/access-link-schema.ts';
import { clientState } from '../../app/client-state.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { Refusal } from './refusal.tsx';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /authlogin, /authorize and /old-nms/authlogin: opens the sign-in link in ?token=. An
 * operator's or a trusted system's link signs in at once; a scan code first asks "sign in as ...
 * on this device?". The token leaves the address bar at once, so it stays out of the history and
 * of the address the dashboard sends with its calls.
 */
export default function RedeemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [cancelled, setCancelled] = useState(false);
  const redeem = trpc.accessLinks.redeem.useMutation({
    onSuccess: (result: TRedeemLinkResult) => {
      if (result.kind !== 'session') return;
      // Where the guest guard sends the user once signed in; the admin route navigates itself.
      clientState.previousLink = result.toPath;
      session.signedIn(result.token, result.user);
      void navigate(result.toPath, { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void navigate(location.pathname, { replace: true });
    redeem.mutate({ token, timeZone: browserTimeZone() });
  }, [token, navigate, location.pathname, redeem]);

  if (!token) return <Refusal code="MISSING" />;
  if (redeem.error) {
    const info = errorInfo(redeem.error);
    return <Refusal code={info.appCode} message={info.message} />;
  }
  if (cancelled) return <Text data-testid="access-link-cancelled">{t('accessLinks.confirm.cancelled')}</Text>;
  const result = redeem.data;
  if (result?.kind === 'confirm' && !redeem.isPending) {
    return (
      <Stack data-testid="access-link-confirm">
        <Text fw={600}>{t('accessLinks.confirm.question', { user: result.username })}</Text>
        <Text size="sm" c="dimmed">
          {t('accessLinks.confirm.detail', { name: result.name, merchant: result.merchantName })}
        </Text>
        <Group grow>
          <Button variant="default" onClick={() => setCancelled(true)}>
            {t('accessLinks.confirm.no')}
          </Button>
          <Button onClick={() => redeem.mutate({ token, confirm: true, timeZone: browserTimeZone() })}>{t('accessLinks.confirm.yes')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack align="center">
      <Loader />
      <Text size="sm">{t('accessLinks.signingIn')}</Text>
    </Stack>
  );
}
