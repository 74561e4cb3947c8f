import { z } from 'zod';
import { ZOtp, ZSignInInput } from '../../../core/auth/schema.ts';
import { zodErrors } from '../../components/zod-errors.ts';

/** The form's code is optional: it is offered once the login ID has to wait, and left empty it is not sent. */
const ZForm = ZSignInInput.extend({
  otp: z.string().superRefine((otp, ctx) => {
    const problem = otp === '' ? undefined : ZOtp.safeParse(otp).error?.issues[0];
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
});

/** The sign-in form's errors by field, in the interface's language. */
export const loginFormErrors = (values: unknown): Record<string, string> => zodErrors(ZForm.safeParse(values));
