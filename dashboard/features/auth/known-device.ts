/**
 * The device tokens this browser got at successful sign-ins, by login ID (lower case). Sent
 * with every later sign-in, a token marks the browser as known to that user, which lets the
 * owner in while failed attempts from elsewhere make the login ID wait. Kept after sign-out.
 */
const KEY = 'deviceTokens';

function stored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const loginKey = (username: string) => username.trim().toLowerCase();

export const knownDevice = {
  token: (username: string): string | undefined => stored()[loginKey(username)],
  save: (username: string, token: string) => localStorage.setItem(KEY, JSON.stringify({ ...stored(), [loginKey(username)]: token })),
};
