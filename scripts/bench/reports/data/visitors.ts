// Where the bench shops' visitors come from and what they look at: referrers of every source
// kind (core/reports/sources.ts), the site's pages, search words and Malaysian address ranges.
import type { ContactType, SourceKind } from '../../../../core/reports/constants.ts';

/** Referrers of landing page views by source kind, with how often per 100 visits; direct has none. */
export const REFERRERS: readonly { source: SourceKind; weight: number; urls: readonly string[] }[] = [
  { source: 'direct', weight: 34, urls: [''] },
  {
    source: 'search',
    weight: 30,
    urls: ['https://www.google.com.my/', 'https://www.google.com/', 'https://www.google.com.sg/', 'https://www.bing.com/search?q=kedai', 'https://duckduckgo.com/', 'https://search.yahoo.com/', 'https://www.baidu.com/'],
  },
  {
    source: 'social',
    weight: 20,
    urls: ['https://m.facebook.com/', 'https://l.facebook.com/l.php', 'https://www.instagram.com/', 'https://l.instagram.com/', 'https://www.tiktok.com/', 'https://t.co/x1', 'https://www.youtube.com/', 'https://www.xiaohongshu.com/', 'https://www.threads.net/'],
  },
  { source: 'ai', weight: 4, urls: ['https://chatgpt.com/', 'https://www.perplexity.ai/', 'https://gemini.google.com/', 'https://copilot.microsoft.com/', 'https://claude.ai/', 'https://chat.deepseek.com/'] },
  { source: 'marketplace', weight: 5, urls: ['https://shopee.com.my/', 'https://www.lazada.com.my/', 'https://www.zalora.com.my/', 'https://www.carousell.com.my/', 'https://www.mudah.my/'] },
  {
    source: 'website',
    weight: 7,
    urls: ['https://forum.lowyat.net/topic/1', 'https://www.says.com/my/', 'https://www.thestar.com.my/lifestyle', 'https://blog.kedaiku.my/', 'https://www.maukerja.my/', 'https://mydeals.example.my/'],
  },
];

/** The site's fixed pages, most visited first; category, product and blog pages are added by the generator. */
export const SITE_PAGES = ['/', '/products', '/promotions', '/about', '/contact', '/new-arrivals', '/best-sellers', '/faq', '/shipping', '/cart', '/checkout', '/member'];
export const CATEGORIES = ['baju-kurung', 'tudung', 'kebaya', 'batik', 'songkok', 'kasut', 'beg', 'makanan', 'kuih-raya', 'sambal', 'kopi', 'rempah', 'madu', 'beras', 'minyak', 'kanak-kanak', 'lelaki', 'perempuan', 'hadiah', 'borong'];
export const BLOG_POSTS = 80;

/** Search words: things a Malaysian shop sells, and what buyers add to them. */
export const SEARCH_WORDS = [
  'baju kurung', 'tudung', 'kebaya', 'batik', 'songkok', 'kasut', 'beg tangan', 'telekung', 'jubah', 'kain pelikat', 'sambal', 'kuih raya', 'kuih lapis', 'dodol', 'keropok', 'kopi',
  'teh tarik', 'madu', 'beras', 'minyak masak', 'rempah', 'kicap', 'belacan', 'serunding', 'rendang', 'shirt', 'mug', 'cap', 'rice', 'enamel mug', 'cotton shirt', 'baseball cap',
  'sambal paste', 'hamper', 'gift box', 'langsir', 'cadar', 'tikar', 'periuk', 'kuali', 'bekas', 'botol', 'payung', 'jam tangan', 'dompet', 'selipar', 'stokin', 'seluar',
  'kemeja', 'blouse', 'dress', 'abaya', 'shawl', 'bawal', 'inner', 'kopiah', 'sejadah', 'quran', 'minyak wangi', 'sabun', 'losyen', 'lipstik', 'bedak', 'mainan', 'buku',
  'alat tulis', 'kek', 'biskut', 'coklat', 'air kotak',
];
export const SEARCH_QUALIFIERS = [
  'murah', 'merah', 'biru', 'hitam', 'putih', 'hijau', 'saiz s', 'saiz m', 'saiz l', 'saiz xl', 'kanak-kanak', 'lelaki', 'perempuan', 'raya', 'premium', 'original', 'borong', '2025',
  'terbaru', 'viral', 'halal', 'organik', 'sale', 'promo', 'set', 'cotton', 'satin', 'chiffon', 'moden', 'tradisional', 'pink', 'maroon', 'navy', 'plus size', 'budak', 'baby',
  'wholesale', 'free shipping', 'cod', 'johor',
];

/** How often per 100 clicks each contact button is pressed. */
export const CONTACT_WEIGHTS: readonly [ContactType, number][] = [
  ['whatsapp', 55], ['phone', 15], ['map', 10], ['navigation_app', 5], ['messenger', 5], ['email', 5], ['wechat', 3], ['fax', 2],
];

/** Malaysian broadband and mobile ranges the visitors' addresses are drawn from. */
export const IP_PREFIXES = ['175.136', '175.139', '175.143', '60.48', '60.50', '60.52', '115.132', '115.133', '113.210', '113.211', '124.13', '183.171', '202.186', '210.186', '219.92', '42.153', '1.32', '101.78', '118.100', '121.122'];

export const ENQUIRY_SUBJECTS = ['Product enquiry', 'Bulk order', 'Delivery to East Malaysia', 'Custom size', 'Stock availability', 'Wholesale price'];
