/**
 * A URL as the server's log may show it: without the secrets some dashboard addresses carry (a
 * password reset link's token, a sign-in link's token=...), which would otherwise let anyone who
 * reads the log use them.
 */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/\/reset\/[^/]+\//, '/reset/***/').replace(/([?&]token=)[^&#]*/g, '$1***');
}
