import { simulatorUrl } from '../../server/integrations/simulator-host.ts';

/** A control call of a simulated network (docs/integrations.md): POST with a JSON body, or GET without one. */
export async function simControl<T = unknown>(prefix: '/facebook' | '/instagram' | '/tiktok', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${await simulatorUrl(prefix)}/_control${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${prefix}/_control${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Where the network's sign-in sends the merchant back, as a browser following it would: the page's
 * form is submitted with the given choice (Facebook: page ids; Instagram, TikTok: the account).
 */
export async function signInReturn(authorizeUrl: string, choice: Record<string, string | string[]>): Promise<{ code: string; state: string }> {
  const url = new URL(authorizeUrl);
  const confirm = new URL(`${url.origin}${url.pathname.replace(/\/$/, '')}/confirm`);
  confirm.searchParams.set('redirect_uri', url.searchParams.get('redirect_uri') ?? '');
  confirm.searchParams.set('state', url.searchParams.get('state') ?? '');
  for (const [name, value] of Object.entries(choice)) for (const v of ([] as string[]).concat(value)) confirm.searchParams.append(name, v);
  const response = await fetch(confirm, { redirect: 'manual' });
  const back = new URL(response.headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** Page ids of Facebook's simulator that no other test uses. */
export const freshPageId = (): string => String(2_000_000 + Math.floor(Math.random() * 7_000_000));
