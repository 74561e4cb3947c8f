import { useEffect } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { STORAGE } from './storage-keys.ts';

const WATCHED: string[] = [STORAGE.merchant, STORAGE.logoutTrigger];

/** Another tab signed out or switched merchant: warn, then reload on OK. */
export function useCrossTabLogout(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || !event.key || !WATCHED.includes(event.key)) return;
      modals.closeAll();
      modals.open({
        modalId: 'cross-tab-logout',
        title: <Text fw={700}>{t('crossTab.title')}</Text>,
        centered: true,
        withCloseButton: false,
        closeOnClickOutside: false,
        closeOnEscape: false,
        children: (
          <Stack>
            <Text>{t('crossTab.message')}</Text>
            <Group justify="flex-end">
              <Button onClick={() => window.location.reload()}>{t('common.ok')}</Button>
            </Group>
          </Stack>
        ),
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [t]);
}
