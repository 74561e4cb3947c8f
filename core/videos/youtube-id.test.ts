import { describe, expect, it } from 'vitest';
import { youtubeId, youtubeLinks } from './youtube-id.ts';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    ID,
    `  ${ID}  `,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://m.youtube.com/shorts/${ID}?feature=share`,
    `youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/embed/${ID}`,
    `https://youtube.com/embed/${ID}?autoplay=1`,
  ])('finds the id in %s', (text) => {
    expect(youtubeId(text)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(youtubeId('a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
    expect(youtubeId('https://youtu.be/a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
  });

  it.each([
    '',
    '   ',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'dQw4w9WgXc!',
    'not a video',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?list=${ID}`,
    `https://www.youtube.com/${ID}`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/shorts/${ID}/extra`,
    'https://www.youtube.com/embed/',
    'https://youtu.be/',
    `https://youtu.be/${ID}x`,
    `https://youtu.be/watch/${ID}`,
    'https://',
  ])('refuses %j', (text) => {
    expect(youtubeId(text)).toBeNull();
  });
});

describe('youtubeLinks', () => {
  it('makes the watch, embed and thumbnail addresses from the id', () => {
    expect(youtubeLinks(ID)).toEqual({
      videoId: ID,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      thumbnail: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    });
  });
});
