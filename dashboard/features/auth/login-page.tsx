import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSignInInput } from '../../../core/auth/schema.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { otpChallenge } from './otp-challenge.ts';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [danger, setDanger] = useState<string | null>(null);
  const form = useForm({ initialValues: { username: '', password: '' }, validate: schemaResolver(ZSignInInput, { sync: true }) });
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (result) => {
      if (result.kind === 'otp') {
        otpChallenge.save(result.challenge);
        return navigate('/otp');
      }
      // The guest guard now sends the user on, to the page they wanted if any.
      session.signedIn(result.token, result.user);
    },
    onError: (error) => setDanger(errorInfo(error).message),
  });

  return (
    <form onSubmit={form.onSubmit((values) => { setDanger(null); signIn.mutate({ ...values, timeZone: browserTimeZone() }); })} noValidate>
      <Stack>
        <Title order={3}>{t('login.title')}</Title>
        {danger && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="login-error">
            {danger}
          </Alert>
        )}
        <TextInput label={t('login.username')} autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
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
