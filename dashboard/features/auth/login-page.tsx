import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZOtp, ZSignInInput } from '../../../core/auth/schema.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { knownDevice } from './known-device.ts';
import { otpChallenge } from './otp-challenge.ts';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The form's code is optional: it is offered once the login ID has to wait, and left empty it is not sent. */
const ZForm = ZSignInInput.extend({
  otp: z.string().superRefine((otp, ctx) => {
    const problem = otp === '' ? undefined : ZOtp.safeParse(otp).error?.issues[0];
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
});

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [danger, setDanger] = useState<string | null>(null);
  const [offerCode, setOfferCode] = useState(false);
  const form = useForm({ initialValues: { username: '', password: '', otp: '' }, validate: schemaResolver(ZForm, { sync: true }) });
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (result, { username }) => {
      if (result.kind === 'otp') {
        otpChallenge.save(result.challenge, username);
        return navigate('/otp');
      }
      knownDevice.save(result.user.username, result.deviceToken);
      // The guest guard now sends the user on, to the page they wanted if any.
      session.signedIn(result.token, result.user);
    },
    onError: (error) => {
      const info = errorInfo(error);
      // While the login ID waits, a two-factor code still lets its owner in.
      if (info.appCode === 'AUTH.RATE_LIMITED') setOfferCode(true);
      setDanger(info.message);
    },
  });
  const submit = ({ otp, ...values }: typeof form.values) => {
    setDanger(null);
    signIn.mutate({ ...values, timeZone: browserTimeZone(), deviceToken: knownDevice.token(values.username), ...(otp && { otp }) });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={3}>{t('login.title')}</Title>
        {danger && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="login-error">
            {danger}
          </Alert>
        )}
        <TextInput label={t('login.username')} autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        {offerCode && (
          <TextInput
            label={t('login.otp')}
            description={t('login.otpHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="login-otp"
            {...form.getInputProps('otp')}
          />
        )}
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to="/reset-password" size="sm" ta="center">
          {t('login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
