import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZResetPasswordInput } from '../../../core/auth/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The e-mailed link: choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().id ?? '';
  const check = trpc.auth.checkResetToken.useQuery({ token }, { retry: false });
  const form = useScreenForm({ initialValues: { token, password: '', confirmPassword: '' }, validate: schemaResolver(ZResetPasswordInput) });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      showSuccess(t('reset.done'));
      void navigate('/login', { replace: true });
    },
    onError: (error) => showFormError(form, error),
  });
  if (check.isPending) return <Loader mx="auto" display="block" />;
  return (
    <Stack>
      {check.error ? (
        <Alert color="red" data-testid="reset-invalid">
          {errorInfo(check.error).message}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
          <Stack>
            <Text size="sm">{t('reset.for', { username: check.data.username })}</Text>
            <PasswordInput label={t('reset.newPassword')} autoComplete="new-password" description={t('password.rules')} {...form.getInputProps('password')} />
            <PasswordInput label={t('reset.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
