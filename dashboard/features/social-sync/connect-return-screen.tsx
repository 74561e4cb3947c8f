import { useCallback, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useSignInReturn } from '../../components/use-sign-in-return.ts';
import { SOCIAL_PATHS } from './paths.ts';

type Network = 'facebook' | 'instagram';

/** The network's connect call: it takes the sign-in's answer and returns the screen's data, put in its cache. */
function useConnect(network: Network) {
  const utils = trpc.useUtils();
  const facebook = trpc.facebookSync.connect.useMutation({ onSuccess: (data) => utils.facebookSync.pages.setData(undefined, data) });
  const instagram = trpc.instagramSync.connect.useMutation({ onSuccess: (data) => utils.instagramSync.accounts.setData(undefined, data) });
  return network === 'facebook' ? facebook : instagram;
}

/**
 * /facebook-connect and /instagram-redirect: where the network sends the merchant back after
 * signing in. Finishes connecting with the answer, then opens the network's sync screen; a
 * refusal stays here with its message. Opened without an answer, it goes straight to the screen.
 */
export function ConnectReturnScreen({ network }: { network: Network }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connect = useConnect(network);
  const [started, setStarted] = useState(false);
  const { mutate } = connect;
  const finish = useCallback(
    (answer: { code: string; state: string }) => {
      setStarted(true);
      mutate(answer, {
        onSuccess: () => {
          showSuccess(t('social.connected'));
          void navigate(SOCIAL_PATHS[network], { replace: true });
        },
      });
    },
    [mutate, navigate, network, t],
  );
  const returning = useSignInReturn(finish);
  if (!returning && !started) return <Navigate to={SOCIAL_PATHS[network]} replace />;
  if (connect.isError)
    return (
      <Stack align="flex-start" data-testid="connect-failed">
        <Alert color="red">{errorInfo(connect.error).message}</Alert>
        <Button component={Link} to={SOCIAL_PATHS[network]} variant="light">
          {t(network === 'facebook' ? 'menu.facebookSync' : 'menu.instagramSync')}
        </Button>
      </Stack>
    );
  return (
    <Center h={200} data-testid="connecting">
      <Loader />
    </Center>
  );
}
