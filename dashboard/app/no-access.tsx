import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModuleKey } from '../../core/permissions/modules.ts';

/**
 * Why a screen is closed to this user: the module is not part of the account, the user's role
 * does not give it (or only its Viewer level, on a screen that only changes things), or the
 * screen is the master admin's.
 */
export type NoAccessReason = { kind: 'inactive' | 'module' | 'editor'; module: ModuleKey } | { kind: 'admin' };

/** The screen the route guard shows instead of a screen the user may not open, naming what is missing. */
export function NoAccess({ reason }: { reason: NoAccessReason }) {
  const { t } = useTranslation();
  const module = 'module' in reason ? t(`modules.${reason.module}`) : '';
  return (
    <Stack align="center" ta="center" py="xl" data-testid="no-access" data-reason={reason.kind} data-module={'module' in reason ? reason.module : undefined}>
      <IconLock size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      <Title order={2}>{t(`access.${reason.kind}.title`)}</Title>
      <Text maw={520}>{t(`access.${reason.kind}.message`, { module })}</Text>
      <Button component={Link} to="/dashboard" variant="light">
        {t('access.back')}
      </Button>
    </Stack>
  );
}

/** Above every screen of a module the user may only view: why nothing on it can be changed. */
export function ViewOnlyNotice({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconEye size={18} />} mb="md" data-testid="view-only" data-module={module}>
      {t('access.viewOnly', { module: t(`modules.${module}`) })}
    </Alert>
  );
}
