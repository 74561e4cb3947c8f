/** The two-factor challenge between the password step and the OTP step, for this tab only. */
const KEY = 'otpChallenge';

export const otpChallenge = {
  save: (challenge: string) => sessionStorage.setItem(KEY, challenge),
  read: () => sessionStorage.getItem(KEY),
  clear: () => sessionStorage.removeItem(KEY),
};
