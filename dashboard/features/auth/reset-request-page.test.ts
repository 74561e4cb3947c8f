import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_VALID_MINUTES } from '../../../core/auth/schema.ts';
import en from '../../i18n/locales/en.json';
import ms from '../../i18n/locales/ms.json';
import { translateMessage } from '../../i18n/messages.ts';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, ms: { translation: ms } }, interpolation: { escapeValue: false } });
});

describe('forgot password screen', () => {
  it('shows the one neutral answer the server gives, whether or not the account exists, with how long the link lasts', async () => {
    expect(translateMessage(AUTH_MESSAGES.resetLinkSent)).toMatch(new RegExp(`^If this login ID belongs to an active account, .* valid for ${RESET_VALID_MINUTES} minutes\\.$`));
    await i18n.changeLanguage('ms');
    expect(translateMessage(AUTH_MESSAGES.resetLinkSent)).toContain(`${RESET_VALID_MINUTES} minit`);
  });
});
