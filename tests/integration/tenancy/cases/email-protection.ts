import type { IsolationCase } from '../isolation-cases.ts';

/** Advanced e-mail protection (/tools/advanced-email-protection): B's answer is about B's own domain. */
export const emailProtectionCases: Record<string, IsolationCase> = {
  'emailProtection.check': { list: () => undefined },
};
