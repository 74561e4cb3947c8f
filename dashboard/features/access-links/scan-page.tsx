import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';

/** How often the screen asks whether the code was used. */
const POLL_MS = 2000;

/**
 * /scan-and-secure-login: a QR code of a link that signs the user in on a phone, once, within two
 * minutes, after the phone confirms. The screen asks until the code is used or expires, then says
 * which; a new code ends the one before.
 */
export default function ScanPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const when = useDateTime();
  const create = trpc.accessLinks.createScanLink.useMutation();
  const code = create.data;
  const status = trpc.accessLinks.scanStatus.useQuery(
    { id: code?.id ?? '' },
    { enabled: !!code, refetchInterval: (query) => (query.state.data && query.state.data.state !== 'waiting' ? false : POLL_MS) },
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate();
  }, [create]);

  const state = status.data?.state ?? 'waiting';
  return (
    <Card withBorder maw={480} mx="auto">
      <Stack align="center" data-testid="scan-login">
        <Text ta="center">{t('accessLinks.scan.intro', { user: user?.username ?? '' })}</Text>
        {create.error && <Alert color="red">{errorInfo(create.error).message}</Alert>}
        {!code && !create.error && <Loader />}
        {code && state === 'waiting' && (
          <>
            <Image src={code.qrDataUrl} alt={t('accessLinks.scan.qrAlt')} w={240} h={240} data-testid="scan-qr" />
            <Text size="sm">{t('accessLinks.scan.waiting')}</Text>
            <Text size="sm" c="dimmed">
              {t('accessLinks.scan.validUntil', { time: when(code.expiresAt) })}
            </Text>
          </>
        )}
        {state === 'used' && status.data && (
          <Alert color="green" data-testid="scan-used">
            {t('accessLinks.scan.used', { time: when(status.data.usedAt), ip: status.data.usedIp })}
          </Alert>
        )}
        {state === 'expired' && (
          <Alert color="yellow" data-testid="scan-expired">
            {t('accessLinks.scan.expired')}
          </Alert>
        )}
        <Button variant="light" onClick={() => create.mutate()} loading={create.isPending}>
          {t('accessLinks.scan.newCode')}
        </Button>
      </Stack>
    </Card>
  );
}
