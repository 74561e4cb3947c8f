import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../core/auth/schema.ts';
import en from '../../i18n/locales/en.json';

describe('forgot password screen', () => {
  it('shows the one neutral answer the server gives, whether or not the account exists', () => {
    expect(en.reset.sent).toBe(AUTH_MESSAGES.resetLinkSent);
  });
});
