import type { MailInput } from '../mail/outbox.ts';
import { formatSen } from '../shared/money.ts';
import type { DiscountTypeId } from '../vouchers/constants.ts';
import { discountText } from '../vouchers/discount-text.ts';
import { addDays } from './dates.ts';

export interface BirthdayMailInput {
  member: { name: string; email: string };
  shopName: string;
  emailTitle: string;
  discount: { discountType: DiscountTypeId; amountSen: number; percentBp: number; maxDiscountSen: number | null; minCartSen: number };
  code: string;
  birthday: string;
  validDays: number;
}

/** The e-mail with a member's birthday code: the campaign's title, the discount, the code and the last day it works. */
export function birthdayMail(input: BirthdayMailInput): MailInput {
  const { member, discount } = input;
  return {
    to: member.email,
    subject: input.emailTitle,
    text: [
      `Hello ${member.name},`,
      '',
      `Happy birthday from ${input.shopName}! Here is your birthday voucher: ${discountText(discount)} off.`,
      '',
      `Your code: ${input.code}`,
      `Use it by ${addDays(input.birthday, input.validDays)}${discount.minCartSen > 0 ? ` on a cart of at least ${formatSen(discount.minCartSen)}` : ''}.`,
      '',
      input.shopName,
    ].join('\n'),
  };
}
