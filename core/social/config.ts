/** Facebook's app: its id and secret, the webhook's verify token, and where its Graph API and login dialog are. */
export interface FacebookAppConfig {
  appId: string;
  appSecret: string;
  verifyToken: string;
  graphUrl: string;
  dialogUrl: string;
}

/** An app at Instagram or TikTok: its id (TikTok's client key) and secret. */
export interface SocialAppConfig {
  appId: string;
  appSecret: string;
}

/**
 * The social networks the server is set up for (docs/social-sync.md, docs/operations.md):
 * SIMULATORS=1 (or SOCIAL_PROVIDER=simulator) uses the simulators; otherwise each network whose
 * app is configured.
 */
export type SocialConfig = { kind: 'simulator' } | { kind: 'http'; facebook: FacebookAppConfig | null; instagram: SocialAppConfig | null; tiktok: SocialAppConfig | null };

const app = (id: string | undefined, secret: string | undefined): SocialAppConfig | null => (id && secret ? { appId: id, appSecret: secret } : null);

export function socialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  if (env.SIMULATORS === '1' || env.SOCIAL_PROVIDER === 'simulator') return { kind: 'simulator' };
  const facebook = app(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET);
  if (facebook && !env.FACEBOOK_VERIFY_TOKEN) throw new Error('FACEBOOK_VERIFY_TOKEN is required with FACEBOOK_APP_ID');
  return {
    kind: 'http',
    facebook: facebook && {
      ...facebook,
      verifyToken: env.FACEBOOK_VERIFY_TOKEN!,
      graphUrl: env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v21.0',
      dialogUrl: env.FACEBOOK_DIALOG_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
    },
    instagram: app(env.INSTAGRAM_APP_ID, env.INSTAGRAM_APP_SECRET),
    tiktok: app(env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET),
  };
}
