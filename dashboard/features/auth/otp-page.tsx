import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { z } from 'zod';
import { ZOtp } from '../../../core/auth/schema.ts';
import { useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { knownDevice } from './known-device.ts';
import { otpChallenge } from './otp-challenge.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

const ZForm = z.object({ otp: ZOtp });

/** Two-step verification: the 6-digit code from the authenticator app. */
export default function OtpPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const challenge = otpChallenge.read();
  const form = useScreenForm({ initialValues: { otp: '' }, validate: schemaResolver(ZForm) });
  const verify = trpc.auth.verifyOtp.useMutation({
    onSuccess: (result) => {
      if (result.kind !== 'session') return;
      otpChallenge.clear();
      knownDevice.save(result.user.username, result.deviceToken);
      session.signedIn(result.token, result.user);
    },
    onError: (error) => {
      const info = errorInfo(error);
      if (info.appCode === 'AUTH.CHALLENGE_EXPIRED') otpChallenge.clear();
      setProblem(info.message);
      form.setFieldValue('otp', '');
    },
  });
  if (!challenge && !problem) return <Navigate to="/login" replace />;

  return (
    <form onSubmit={form.onSubmit(({ otp }) => { if (challenge) verify.mutate({ challenge, otp, deviceToken: knownDevice.token(otpChallenge.username()) }); })} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('otp.hint')}
        </Text>
        {problem && (
          <Alert color="red" data-testid="otp-error">
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('otp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          styles={{ input: { letterSpacing: '0.4em', textAlign: 'center', fontSize: 20 } }}
          {...form.getInputProps('otp')}
        />
        <Button type="submit" loading={verify.isPending} disabled={!challenge} fullWidth>
          {t('otp.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center" onClick={() => otpChallenge.clear()}>
          {t('otp.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
