import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { LANGUAGES, setLanguage } from '../../i18n/i18n.ts';

/** The language menu around its button (language-menu.tsx), loaded with its first press, open at once. */
export default function LanguageMenuList({ button, current }: { button: ReactElement; current: string }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item key={language.code} onClick={() => setLanguage(language.code)} fw={language.code === current ? 700 : 400}>
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
