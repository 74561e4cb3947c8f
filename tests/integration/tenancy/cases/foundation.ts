import { PASSWORD } from '../../../helpers/fixtures.ts';
import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const validUser = (a: TenantFixtures) => ({
  name: 'Intruder',
  username: `x${a.marker.slice(-8)}`,
  email: `x${a.marker.slice(-8)}@b.test`,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  status: 'active',
});

/** Sign-in, accounts, users and roles, logs, sessions, versions. */
export const foundationCases: Record<string, IsolationCase> = {
  'auth.signIn': { none: 'public: signs in by login ID and password, which name their own merchant' },
  'auth.verifyOtp': { none: 'public: the challenge token names its own merchant and is checked by hash' },
  'auth.forgotPassword': { none: 'public: mails the owner of the login ID, never the caller' },
  'auth.checkResetToken': { none: 'public: the reset token is checked by hash' },
  'auth.resetPassword': { none: 'public: the reset token is checked by hash' },
  'auth.me': { none: 'returns the caller only', input: () => undefined },
  'auth.signOut': { none: 'ends the caller’s own session only' },
  'auth.requestChangePasswordOtp': { none: 'acts on the caller only' },
  'auth.changePassword': { none: 'acts on the caller only' },
  'account.information': { none: 'returns the caller’s merchant only', input: () => undefined },
  'account.updateRecipients': { none: 'writes the caller’s merchant only' },
  'account.me': { none: 'the caller’s own account and activity', input: () => undefined },
  'home.summary': { none: 'the caller’s own merchant, announcements and service-order payments', input: () => undefined },
  'home.figures': { none: 'the caller’s own merchant’s figures', input: () => undefined },
  'home.announcement': { reach: (a) => ({ id: a.announcementId }) },
  'roles.list': { list: () => undefined },
  'roles.get': { reach: (a) => ({ id: a.roleId }) },
  'roles.create': { none: 'creates in the caller’s merchant; names no existing record' },
  'roles.update': { reach: (a) => ({ id: a.roleId, name: 'Taken over', permissions: { report: 'edit' } }) },
  'roles.delete': { reach: (a) => ({ id: a.roleId, moveUsersTo: null }) },
  'sessions.list': { list: () => undefined },
  'sessions.remove': { reach: (a) => ({ id: a.sessionId }) },
  'twoFactor.status': { none: 'the caller’s own two-factor state', input: () => undefined },
  'twoFactor.setUp': { none: 'acts on the caller only' },
  'twoFactor.enable': { none: 'acts on the caller only' },
  'twoFactor.disable': { none: 'acts on the caller only' },
  'twoFactor.reset': { none: 'acts on the caller only' },
  'userLogs.days': { reach: (a) => ({ userId: a.subUserId }) },
  'userLogs.actions': { reach: (a) => ({ userId: a.adminId }) },
  'users.list': { list: (a) => ({ roleId: a.roleId, search: a.marker }) },
  'users.get': { reach: (a) => ({ id: a.subUserId }) },
  'users.create': { reach: (a) => ({ ...validUser(a), roleId: a.roleId }) },
  'users.update': { reach: (a) => ({ id: a.subUserId, ...validUser(a), roleId: a.roleId }) },
  'users.setStatus': { reach: (a) => ({ id: a.subUserId, status: 'inactive' }) },
  'users.delete': { reach: (a) => ({ id: a.subUserId }) },
  'versions.list': { none: 'product releases, the same for every merchant', input: () => undefined },
};
