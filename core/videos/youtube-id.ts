/** YouTube's video ids: 11 characters of letters, digits, '-' and '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** The hosts a pasted address may name, with or without www. or m. */
const HOST = /^(?:www\.|m\.)?(youtube\.com|youtu\.be)$/;
const EMBED_PATHS = new Set(['shorts', 'embed']);

function candidate(url: URL): string | null | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  const host = HOST.exec(url.hostname)?.[1];
  if (host === 'youtu.be') return parts.length === 1 ? parts[0] : null;
  if (host !== 'youtube.com') return null;
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v');
  return parts.length === 2 && EMBED_PATHS.has(parts[0]!) ? parts[1] : null;
}

/**
 * The video id of what a merchant pasted: a bare id, or a watch, youtu.be, shorts or embed
 * address (scheme, www. or m. and extra query parameters optional); null for anything else.
 */
export function youtubeId(text: string): string | null {
  const trimmed = text.trim();
  if (VIDEO_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const id = candidate(url);
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The addresses a video id gives, made without asking YouTube (the thumbnail always exists at this size). */
export const youtubeLinks = (videoId: string) => ({
  videoId,
  watchUrl: `https://www.youtube.com/watch?v=${videoId}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
  thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
});
