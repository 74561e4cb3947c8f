import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../i18n/i18n.ts';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray.3" size="compact-sm" leftSection={<IconLanguage size={16} />} aria-label={t('shell.language')}>
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item key={language.code} onClick={() => setLanguage(language.code)} fw={language.code === current.code ? 700 : 400}>
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
