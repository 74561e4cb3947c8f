import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordInput, AUTH_MESSAGES } from '../../../core/auth/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';
import { translateMessage } from '../../i18n/messages.ts';

/** Forgot password: a reset link goes to the account's e-mail. The answer never tells whether the account exists. */
export default function ResetRequestPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useScreenForm({ initialValues: { username: '' }, validate: schemaResolver(ZForgotPasswordInput) });
  const request = trpc.auth.forgotPassword.useMutation({
    onSuccess: () => setSent(true),
    onError: (error) => showFormError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
      <Stack>
        {sent ? (
          <Alert color="green" data-testid="reset-sent">
            {translateMessage(AUTH_MESSAGES.resetLinkSent)}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('reset.requestHint')}
            </Text>
            <TextInput label={t('login.username')} autoComplete="username" {...form.getInputProps('username')} />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('reset.send')}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
