import type { MailInput } from './outbox.ts';

export function passwordResetMail(to: string, name: string, link: string, validMinutes: number): MailInput {
  return {
    to,
    subject: 'Reset your Merchant System password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Merchant System account.',
      `Open this link within ${validMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}

export function changePasswordOtpMail(to: string, name: string, code: string, validMinutes: number): MailInput {
  return {
    to,
    subject: 'Your Merchant System verification code',
    text: [
      `Hello ${name},`,
      '',
      `Your code to change your password is ${code}.`,
      `It is valid for ${validMinutes} minutes. Never share it with anyone.`,
    ].join('\n'),
  };
}
