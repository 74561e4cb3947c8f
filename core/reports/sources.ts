import type { Device, SourceKind } from './constants.ts';

/**
 * Hosts (and their subdomains) by the kind of source they are. AI assistants come first: some
 * live under a search engine's domain (gemini.google.com).
 */
const SOURCE_HOSTS: [Exclude<SourceKind, 'direct' | 'website'>, string[]][] = [
  ['ai', ['chatgpt.com', 'chat.openai.com', 'openai.com', 'perplexity.ai', 'gemini.google.com', 'bard.google.com', 'copilot.microsoft.com', 'claude.ai', 'deepseek.com', 'chat.deepseek.com', 'you.com', 'meta.ai', 'grok.com', 'poe.com', 'phind.com', 'kimi.moonshot.cn', 'doubao.com', 'chat.mistral.ai']],
  ['search', ['google', 'bing.com', 'yahoo.com', 'duckduckgo.com', 'baidu.com', 'yandex.com', 'yandex.ru', 'ecosia.org', 'naver.com', 'sogou.com', 'so.com', 'ask.com', 'brave.com', 'qwant.com', 'startpage.com']],
  ['social', ['facebook.com', 'fb.com', 'fb.me', 'instagram.com', 'l.instagram.com', 'twitter.com', 't.co', 'x.com', 'linkedin.com', 'lnkd.in', 'tiktok.com', 'youtube.com', 'youtu.be', 'pinterest.com', 'reddit.com', 'threads.net', 'xiaohongshu.com', 'weibo.com', 'weixin.qq.com', 'wechat.com', 'whatsapp.com', 'wa.me', 'telegram.org', 't.me', 'line.me', 'snapchat.com', 'lemon8-app.com']],
  ['marketplace', ['shopee.com.my', 'shopee.sg', 'shopee.com', 'lazada.com.my', 'lazada.sg', 'lazada.com', 'zalora.com.my', 'pgmall.my', 'amazon.com', 'amazon.sg', 'ebay.com', 'taobao.com', 'tmall.com', 'aliexpress.com', 'mudah.my', 'carousell.com.my', 'temu.com', 'shop.tiktok.com']],
];

/** A host matches an entry when it is the entry or a subdomain of it; a bare word ('google') matches any of its country domains. */
function matches(host: string, entry: string): boolean {
  if (!entry.includes('.')) return new RegExp(`(^|\\.)${entry}\\.[a-z.]+$`).test(host);
  return host === entry || host.endsWith(`.${entry}`);
}

const hostOf = (referrer: string): string => {
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};

/**
 * Where a visit came from, by its referrer: none (or the merchant's own site) is direct; known
 * hosts are search engines, social networks, AI assistants or marketplaces; anything else is
 * another website. The host is kept for the source tables.
 */
export function classifySource(referrer: string, ownHosts: readonly string[]): { source: SourceKind; host: string } {
  const host = hostOf(referrer);
  if (!host || ownHosts.some((own) => matches(host, own))) return { source: 'direct', host: '' };
  for (const [source, hosts] of SOURCE_HOSTS) if (hosts.some((entry) => matches(host, entry))) return { source, host };
  return { source: 'website', host };
}

/** The kind of device by its browser's user agent, when the storefront does not say. */
export function deviceOf(userAgent: string): Device {
  if (/ipad|tablet|playbook|silk|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
