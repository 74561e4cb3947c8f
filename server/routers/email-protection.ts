import { checkEmailProtection } from '../../core/email-protection/check.ts';
import { EMAIL_PROTECTION_MODULE } from '../../core/email-protection/constants.ts';
import { ZEmailProtection } from '../../core/email-protection/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure(EMAIL_PROTECTION_MODULE, 'view');

/** /tools/advanced-email-protection (module tools): the website domain's SPF, DKIM and DMARC as looked up now, read-only. */
export const emailProtectionRouter = router({
  check: view.output(ZEmailProtection).query(({ ctx }) => checkEmailProtection(ctx.core)),
});
