import { z } from 'zod';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { PROFILE_LIMITS as L } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/** A WhatsApp contact line: the number (digits, a leading + and spaces allowed), a separator (, | : ; or -) and the contact's name. */
const WHATSAPP_LINE = /^(\+?\d[\d ]{6,18}\d)\s*[,|:;-]\s*(\S.*)$/;

export interface TWhatsappContact {
  number: string;
  name: string;
}

/** The lines of a text area, trimmed, blank lines dropped, each with its line number (1-based, as the merchant sees it). */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((value, i) => ({ value: value.trim(), line: i + 1 }))
    .filter((l) => l.value !== '');

/** One WhatsApp contact, or null when the line does not read "number, separator, name". */
export function parseWhatsappLine(line: string): TWhatsappContact | null {
  const match = WHATSAPP_LINE.exec(line.trim());
  if (!match) return null;
  const number = match[1]!.replace(/ /g, '');
  const digits = number.replace('+', '').length;
  return digits >= 8 && digits <= 15 ? { number, name: match[2]!.trim() } : null;
}

/** A full web address: http or https with a host name. */
export function isFullUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** A text area of WhatsApp contacts, one a line: each bad line refused by its number. */
const whatsappLines = z
  .string()
  .max(L.contactLines * 120)
  .default('')
  .transform((text, ctx) => {
    const lines = linesOf(text);
    if (lines.length > L.contactLines) ctx.addIssue({ code: 'custom', message: M.tooManyLines(L.contactLines) });
    const contacts: TWhatsappContact[] = [];
    for (const { value, line } of lines) {
      const contact = parseWhatsappLine(value);
      if (contact) contacts.push(contact);
      else ctx.addIssue({ code: 'custom', message: M.whatsappLine(line) });
    }
    return contacts;
  });

/** A text area of full URLs, one a line: each bad line refused by its number. */
const urlLines = z
  .string()
  .max(L.contactLines * (L.urlMaxChars + 2))
  .default('')
  .transform((text, ctx) => {
    const lines = linesOf(text);
    if (lines.length > L.contactLines) ctx.addIssue({ code: 'custom', message: M.tooManyLines(L.contactLines) });
    for (const { value, line } of lines) {
      if (value.length > L.urlMaxChars || !isFullUrl(value)) ctx.addIssue({ code: 'custom', message: M.urlLine(line) });
    }
    return lines.map((l) => l.value);
  });

const email = optionalText(L.emailMaxChars, term('profile.fields.email')).refine((v) => v === '' || z.email().safeParse(v).success, M.invalidEmail);

/**
 * Contact and social media (/profile/contact&social-media and /contact_n_social_media): the
 * lists arrive as the form's text areas, one entry a line, and are kept as lists.
 */
export const ZContactInput = z
  .object({
    phone: optionalText(L.phoneMaxChars, term('profile.fields.phone')),
    mobile: optionalText(L.phoneMaxChars, term('profile.fields.mobile')),
    fax: optionalText(L.phoneMaxChars, term('profile.fields.fax')),
    email,
    address: optionalText(L.branchAddressMaxChars, term('profile.fields.address')),
    wechatId: optionalText(50, term('profile.fields.wechatId')),
    wechatQrId: z.string().min(1).nullable().default(null),
    whatsapp: whatsappLines,
    marketplaceUrls: urlLines,
    socialUrls: urlLines,
  })
  // WeChat is in use once its ID is given: the website shows its QR code beside it. Checked even
  // when another field failed (`when`), so the form shows every refusal at once.
  .refine((input) => typeof input.wechatId !== 'string' || input.wechatId.trim() === '' || Boolean(input.wechatQrId), {
    path: ['wechatQrId'],
    message: M.wechatQr,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type TContactInput = z.infer<typeof ZContactInput>;
export type TContactFormValues = z.input<typeof ZContactInput>;

/** What is stored (MerchantProfile.contact) and read back. */
export const ZContact = z.object({
  phone: z.string().default(''),
  mobile: z.string().default(''),
  fax: z.string().default(''),
  email: z.string().default(''),
  address: z.string().default(''),
  wechatId: z.string().default(''),
  wechatQrId: z.string().nullable().default(null),
  whatsapp: z.array(z.object({ number: z.string(), name: z.string() })).default([]),
  marketplaceUrls: z.array(z.string()).default([]),
  socialUrls: z.array(z.string()).default([]),
});
export type TContact = z.infer<typeof ZContact>;

/** The contact settings as the form shows them: the stored lists and the WeChat QR code's thumbnail. */
export const ZContactDetail = ZContact.extend({ wechatQr: z.string().nullable() });
export type TContactDetail = z.infer<typeof ZContactDetail>;

/** A stored list back to the form's text area, one entry a line. */
export const whatsappText = (contacts: readonly TWhatsappContact[]) => contacts.map((c) => `${c.number}, ${c.name}`).join('\n');
