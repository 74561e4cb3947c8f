import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordInput } from '../../../core/auth/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '', otp: '' };

/** Change password: current password, a new one, and the code sent by e-mail. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useScreenForm({ initialValues: empty, validate: schemaResolver(ZChangePasswordInput) });
  const sendCode = trpc.auth.requestChangePasswordOtp.useMutation({ onSuccess: (r) => setSentTo(r.sentTo), onError: showError });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.setInitialValues(empty);
      form.reset();
      setSentTo(null);
      showSuccess(t('changePassword.done'));
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <Stack maw={520}>
      <LeaveGuard dirty={form.isDirty() && !change.isSuccess} />
      <Paper p="lg" withBorder>
        <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
          <Stack>
            <PasswordInput label={t('changePassword.current')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
            <PasswordInput label={t('changePassword.new')} autoComplete="new-password" description={t('password.rules')} {...form.getInputProps('newPassword')} />
            <PasswordInput label={t('changePassword.confirm')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            {sentTo && <Alert color="blue">{t('changePassword.codeSent', { email: sentTo })}</Alert>}
            <Group align="flex-end" wrap="nowrap">
              <TextInput flex={1} label={t('changePassword.code')} inputMode="numeric" maxLength={6} {...form.getInputProps('otp')} />
              <Button variant="light" onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
                {sentTo ? t('changePassword.resend') : t('changePassword.send')}
              </Button>
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
