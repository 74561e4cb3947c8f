export type MyInvoisConfig = { kind: 'simulator' } | { kind: 'http'; url: string; clientId: string; clientSecret: string };

/**
 * SIMULATORS=1 or MYINVOIS=simulator: the local simulator. MYINVOIS_CLIENT_ID with
 * MYINVOIS_CLIENT_SECRET: the intermediary system's credentials at MYINVOIS_API_URL (default the
 * sandbox, https://preprod-api.myinvois.hasil.gov.my). Neither: nothing can be submitted.
 */
export function myInvoisConfig(env: NodeJS.ProcessEnv): MyInvoisConfig | null {
  if (env.SIMULATORS === '1' || env.MYINVOIS === 'simulator') return { kind: 'simulator' };
  if (!env.MYINVOIS_CLIENT_ID || !env.MYINVOIS_CLIENT_SECRET) return null;
  const url = (env.MYINVOIS_API_URL || 'https://preprod-api.myinvois.hasil.gov.my').replace(/\/$/, '');
  return { kind: 'http', url, clientId: env.MYINVOIS_CLIENT_ID, clientSecret: env.MYINVOIS_CLIENT_SECRET };
}
