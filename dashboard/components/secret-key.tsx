import { Badge, Group, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../app/screen-access.tsx';

/**
 * Whether a service's secret (an API key, a secret key) is saved: it is never sent back to the
 * dashboard, so the screens show only this.
 */
export function SecretState({ label, set, testId }: { label: string; set: boolean | undefined; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Badge color={set ? 'green' : 'gray'} variant="light">
        {t(set ? 'common.secretSet' : 'common.secretNotSet')}
      </Badge>
    </Group>
  );
}

/** A secret typed in to replace the saved one: not remembered by the browser, read-only to viewers. */
export function SecretInput(props: PasswordInputProps & { 'data-testid'?: string }) {
  const canEdit = useCanEdit();
  return <PasswordInput autoComplete="off" disabled={!canEdit} {...props} />;
}
