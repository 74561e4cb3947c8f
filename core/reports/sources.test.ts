import { describe, expect, it } from 'vitest';
import { classifySource, deviceOf } from './sources.ts';

describe('classifySource', () => {
  const own = ['kedai.example.my'];
  it.each([
    ['', 'direct', ''],
    ['not a url', 'direct', ''],
    ['https://kedai.example.my/products/1', 'direct', ''],
    ['https://shop.kedai.example.my/', 'direct', ''],
    ['https://www.google.com.my/search?q=kuih', 'search', 'google.com.my'],
    ['https://www.bing.com/', 'search', 'bing.com'],
    ['https://gemini.google.com/app', 'ai', 'gemini.google.com'],
    ['https://chatgpt.com/', 'ai', 'chatgpt.com'],
    ['https://www.perplexity.ai/search', 'ai', 'perplexity.ai'],
    ['https://l.facebook.com/l.php', 'social', 'l.facebook.com'],
    ['https://t.co/abc', 'social', 't.co'],
    ['https://shopee.com.my/shop/1', 'marketplace', 'shopee.com.my'],
    ['https://www.lazada.com.my/', 'marketplace', 'lazada.com.my'],
    ['https://blog.example.com/review', 'website', 'blog.example.com'],
    ['https://notgoogle.com/', 'website', 'notgoogle.com'],
  ])('%s is %s', (referrer, source, host) => {
    expect(classifySource(referrer, own)).toEqual({ source, host });
  });
});

describe('deviceOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', 'desktop'],
    ['', 'desktop'],
  ])('%s is %s', (agent, device) => expect(deviceOf(agent)).toBe(device));
});
