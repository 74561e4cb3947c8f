/** The two-factor challenge between the password step and the OTP step, and its login ID, for this tab only. */
const KEY = 'otpChallenge';
const LOGIN_KEY = 'otpLogin';

export const otpChallenge = {
  save: (challenge: string, username: string) => {
    sessionStorage.setItem(KEY, challenge);
    sessionStorage.setItem(LOGIN_KEY, username);
  },
  read: () => sessionStorage.getItem(KEY),
  username: () => sessionStorage.getItem(LOGIN_KEY) ?? '',
  clear: () => {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(LOGIN_KEY);
  },
};
