import { describe, expect, it } from 'vitest';
import { ZContactInput } from './contact-schema.ts';

describe('contact settings', () => {
  it('name the missing WeChat QR code and a bad WhatsApp line together', () => {
    const parsed = ZContactInput.safeParse({ wechatId: 'kedai', whatsapp: 'Aisha only' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['whatsapp', 'messages.profile.whatsappLine {"line":1}'],
      ['wechatQrId', 'messages.profile.wechatQr'],
    ]);
  });
});
