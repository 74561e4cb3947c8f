import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScreenForm } from '../../app/forms.ts';
import { loadChunk } from '../../app/chunk-load.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { knownDevice } from './known-device.ts';
import { otpChallenge } from './otp-challenge.ts';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The form's checks (core's schema and the schema library, as much again as the rest of the
// page) load with the first submit rather than with the page.
const formErrors = async (values: unknown) => (await loadChunk(() => import('./login-form.ts'))).loginFormErrors(values);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [danger, setDanger] = useState<string | null>(null);
  const [offerCode, setOfferCode] = useState(false);
  const form = useScreenForm({ initialValues: { username: '', password: '', otp: '' } });
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
  const submit = async () => {
    setDanger(null);
    const { otp, ...values } = form.getValues();
    let errors: Record<string, string>;
    try {
      errors = await formErrors({ otp, ...values });
    } catch {
      return setDanger(t('shell.loadError.chunk'));
    }
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) signIn.mutate({ ...values, timeZone: browserTimeZone(), deviceToken: knownDevice.token(values.username), ...(otp && { otp }) });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack>
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
