import type { FastifyInstance } from 'fastify';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A simulated network's sign-in page at `path`: the person names the account and allows the app,
 * and the browser goes back to redirect_uri with a code and the state, as the network's own page
 * does. issue makes the code for the account named.
 */
export function signInPage(server: FastifyInstance, options: { prefix: string; path: string; network: string; issue: (username: string) => string }): void {
  server.get<{ Querystring: Record<string, string> }>(options.path, (req, reply) => {
    const { redirect_uri: redirectUri = '', state = '' } = req.query;
    const hidden = `<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">`;
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>${options.network}</title><h1>Allow the app to read your ${options.network} account</h1><form action="${options.prefix}${options.path}/confirm"><label>Account <input name="username" value="kedaikuih"></label>${hidden}<button type="submit">Allow</button></form>`,
      );
  });
  server.get<{ Querystring: Record<string, string> }>(`${options.path}/confirm`, (req, reply) => {
    const back = new URL(req.query.redirect_uri ?? '');
    back.searchParams.set('code', options.issue((req.query.username ?? '').trim() || 'kedaikuih'));
    back.searchParams.set('state', req.query.state ?? '');
    return reply.redirect(back.toString());
  });
}
