import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZOtpInput, ZPasswordConfirmInput, type TTwoFactorSetup } from '../../../core/auth/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** Two-factor authentication: set up with a secret key and barcode, enable, disable, reset. */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const status = trpc.twoFactor.status.useQuery();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const codeForm = useScreenForm({ initialValues: { otp: '' }, validate: schemaResolver(ZOtpInput) });
  const passwordForm = useScreenForm({ initialValues: { password: '' }, validate: schemaResolver(ZPasswordConfirmInput) });
  const done = (message: string) => {
    codeForm.reset();
    passwordForm.reset();
    void utils.twoFactor.status.invalidate();
    void utils.auth.me.invalidate();
    showSuccess(message);
  };
  const begin = trpc.twoFactor.setUp.useMutation({ onSuccess: setSetup, onError: showError });
  const enable = trpc.twoFactor.enable.useMutation({
    onSuccess: () => {
      setSetup(null);
      done(t('twoFactor.enabledDone'));
    },
    onError: (e) => showFormError(codeForm, e),
  });
  const disable = trpc.twoFactor.disable.useMutation({ onSuccess: () => done(t('twoFactor.disabledDone')), onError: (e) => showFormError(codeForm, e) });
  const reset = trpc.twoFactor.reset.useMutation({
    onSuccess: (s) => {
      setSetup(s);
      passwordForm.reset();
      void utils.twoFactor.status.invalidate();
    },
    onError: (e) => showFormError(passwordForm, e),
  });

  if (status.error) return <Alert color="red">{errorInfo(status.error).message}</Alert>;
  const enabled = status.data?.enabled ?? false;
  const codeField = (
    <TextInput label={t('twoFactor.code')} inputMode="numeric" maxLength={6} w={200} {...codeForm.getInputProps('otp')} data-testid="two-factor-code" />
  );
  return (
    <Stack maw={640}>
      {status.data && (
        <PageActions>
          <Badge color={enabled ? 'green' : 'gray'} data-testid="two-factor-state">
            {enabled ? t('common.enabled') : t('common.disabled')}
          </Badge>
        </PageActions>
      )}
      <Text c="dimmed">{t('twoFactor.intro')}</Text>

      {!enabled && !setup && (
        <Card withBorder>
          <Button onClick={() => begin.mutate()} loading={begin.isPending} data-testid="two-factor-setup">
            {t('twoFactor.setUp')}
          </Button>
        </Card>
      )}

      {setup && (
        <Card withBorder>
          <form onSubmit={codeForm.onSubmit(({ otp }) => enable.mutate({ otp }))} noValidate>
            <Stack>
              <Text>{t('twoFactor.scan')}</Text>
              <Image src={setup.qrDataUrl} alt={t('twoFactor.barcode')} w={220} h={220} loading="lazy" />
              <Text size="sm">{t('twoFactor.orKey')}</Text>
              <Code fz="md" data-testid="two-factor-secret">
                {setup.secret}
              </Code>
              <Group align="flex-end">
                {codeField}
                <Button type="submit" loading={enable.isPending}>
                  {t('twoFactor.enable')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}

      {enabled && (
        <Card withBorder>
          <form onSubmit={codeForm.onSubmit(({ otp }) => disable.mutate({ otp }))} noValidate>
            <Stack>
              <Text fw={500}>{t('twoFactor.disableTitle')}</Text>
              <Group align="flex-end">
                {codeField}
                <Button type="submit" color="red" variant="light" loading={disable.isPending}>
                  {t('twoFactor.disable')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}

      {(enabled || status.data?.settingUp) && !setup && (
        <Card withBorder>
          <form onSubmit={passwordForm.onSubmit(({ password }) => reset.mutate({ password }))} noValidate>
            <Stack>
              <Text fw={500}>{t('twoFactor.resetTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('twoFactor.resetHint')}
              </Text>
              <Group align="flex-end">
                <PasswordInput label={t('login.password')} w={260} {...passwordForm.getInputProps('password')} />
                <Button type="submit" variant="default" loading={reset.isPending}>
                  {t('twoFactor.reset')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
