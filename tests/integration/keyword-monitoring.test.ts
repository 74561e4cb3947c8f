import { describe, expect, it } from 'vitest';
import { checkDueCampaigns } from '../../core/keyword-monitoring/check.ts';
import { baseContext } from '../../core/shared/context.ts';
import { localDate } from '../../core/shared/time.ts';
import { keywordHttp } from '../../server/integrations/keywords/keyword-http.ts';
import { keywordSimulator, simulatedPosition } from '../../server/integrations/keywords/keyword-simulator.ts';
import { asToken, logsDuring, mailsTo, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { localService } from '../helpers/local-service.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
/** The tests' clock: calls and scheduled runs read it, so months pass in a line. */
let clock = new Date('2026-01-31T02:00:00Z');
const now = () => clock;
const admin = asToken(rt, shop.admin.token, testRequest(), now);
const KL = 'Asia/Kuala_Lumpur';
const HOUR = 60 * 60 * 1000;

/** The scheduled run (`merchant keywords check`) at the tests' clock, with the simulator. */
const cron = (merchantId?: string) => checkDueCampaigns(baseContext(rt.database, rt.env, testRequest(), now), keywordSimulator, { merchantId });

const valid = { name: 'Kuih shop', domain: 'https://www.KuihShop.my/about', keywords: ['kuih lapis', 'batik shirt'], periodMonths: 1, repeat: 2, emails: ['Owner@Kuihshop.my', 'seo@kuihshop.my'] };

describe('keyword campaigns: the rules and their messages', () => {
  it('requires the name and the checking period; repeat 1 to 99 or unlimited; a domain; valid e-mails', async () => {
    const empty = await rejection(admin.keywordMonitoring.create({ ...valid, name: ' ', periodMonths: undefined as unknown as number }));
    expect(empty.fieldErrors).toMatchObject({ name: 'Campaign name is required.', periodMonths: 'Checking period is required: 1 to 12 months.' });
    for (const repeat of [0, 100, 1.5]) expect((await rejection(admin.keywordMonitoring.create({ ...valid, repeat }))).fieldErrors).toEqual({ repeat: 'Repeat must be a whole number from 1 to 99, or unlimited.' });
    expect((await rejection(admin.keywordMonitoring.create({ ...valid, periodMonths: 13 }))).fieldErrors).toEqual({ periodMonths: 'Checking period is required: 1 to 12 months.' });
    expect((await rejection(admin.keywordMonitoring.create({ ...valid, domain: 'not a domain' }))).fieldErrors).toEqual({ domain: 'Enter the website domain, e.g. kuihshop.my.' });
    expect((await rejection(admin.keywordMonitoring.create({ ...valid, emails: ['ok@shop.my', 'not-mail'] }))).fieldErrors).toEqual({ emails: 'Invalid Email Address' });
    const many = Array.from({ length: 11 }, (_, i) => `a@${i}.my`);
    expect((await rejection(admin.keywordMonitoring.create({ ...valid, emails: many }))).fieldErrors).toEqual({ emails: 'Enter at most 10 e-mail addresses.' });
  });

  it('takes at most 10 keywords, each at least 3 characters, none repeated whatever its case and spacing', async () => {
    const keywords = (list: string[]) => admin.keywordMonitoring.create({ ...valid, keywords: list });
    expect((await rejection(keywords([]))).fieldErrors).toEqual({ keywords: 'Enter at least one keyword.' });
    expect((await rejection(keywords(Array.from({ length: 11 }, (_, i) => `keyword ${i}`)))).fieldErrors).toEqual({ keywords: 'Enter at most 10 keywords.' });
    expect((await rejection(keywords(['kuih lapis', 'ab']))).fieldErrors).toEqual({ keywords: 'A keyword must be at least 3 characters.' });
    expect((await rejection(keywords(['Kuih Lapis', ' kuih   lapis ']))).fieldErrors).toEqual({ keywords: 'The keyword you entered is repeated' });
    const ten = await keywords(Array.from({ length: 10 }, (_, i) => `keyword ${i}`));
    expect(ten.keywords).toHaveLength(10);
    await admin.keywordMonitoring.delete({ id: ten.id });
  });

  it('keeps the host of the domain, lower-case addresses, and schedules the first check at once', async () => {
    const c = await admin.keywordMonitoring.create({ ...valid, keywords: [' kuih   lapis ', 'batik shirt'], repeat: null });
    expect(c).toMatchObject({ domain: 'kuihshop.my', keywords: ['kuih lapis', 'batik shirt'], emails: ['owner@kuihshop.my', 'seo@kuihshop.my'], repeat: null, checksDone: 0, lastSyncAt: null, nextSyncAt: clock });
    expect((await admin.keywordMonitoring.list({ search: 'kuihshop' })).items.map((i) => i.id)).toEqual([c.id]);
    const edited = await admin.keywordMonitoring.update({ id: c.id, ...valid, name: 'Renamed', repeat: 5 });
    expect(edited).toMatchObject({ name: 'Renamed', repeat: 5, nextSyncAt: clock });
    await admin.keywordMonitoring.delete({ id: c.id });
    expect((await admin.keywordMonitoring.list({})).total).toBe(0);
  });

  it('the planner searches at least 3 characters through the provider, most searched first', async () => {
    expect((await rejection(admin.keywordPlanner.ideas({ query: ' ab ' }))).fieldErrors).toEqual({ query: 'Enter at least 3 characters to search.' });
    const ideas = await admin.keywordPlanner.ideas({ query: 'Kuih Lapis' });
    const expected = await keywordSimulator.ideas({ query: 'Kuih Lapis' });
    expect(ideas).toHaveLength(expected.length);
    expect(ideas.map((i) => i.monthlySearches)).toEqual([...expected.map((i) => i.monthlySearches)].sort((a, b) => b - a));
    expect(ideas.map((i) => i.keyword)).toContain('kuih lapis near me');
  });
});

describe('keyword campaigns: the scheduled check', () => {
  it('records positions, e-mails the report, moves the next check a month on the merchant’s calendar, and stops after repeat checks', async () => {
    clock = new Date('2026-01-31T02:00:00Z');
    const c = await admin.keywordMonitoring.create(valid);
    const day = localDate(clock, KL);
    const first = await cron(shop.merchantId);
    expect(first).toMatchObject({ checked: 1, failed: 0, campaigns: [{ campaignId: c.id, checked: 2, mailed: 2 }] });
    // 31 January 10:00 in Kuala Lumpur, one month on: 28 February 10:00 there.
    expect(await admin.keywordMonitoring.get({ id: c.id })).toMatchObject({ checksDone: 1, lastSyncAt: clock, nextSyncAt: new Date('2026-02-28T02:00:00Z') });
    const [check] = await admin.keywordMonitoring.checks({ id: c.id });
    expect(check!.results).toEqual(valid.keywords.map((keyword) => {
      const position = simulatedPosition(keyword, day);
      return { keyword, position, url: position === null ? '' : `https://kuihshop.my/${keyword.replace(/ /g, '-')}`, change: null };
    }));
    const [mail] = await mailsTo(rt, shop.merchantId, 'owner@kuihshop.my');
    expect(mail!.subject).toBe('Keyword report: Kuih shop (kuihshop.my)');
    expect(mail!.text).toContain(`checked on ${day}:`);
    expect(mail!.text).toContain('Next check: 2026-02-28.');
    expect(mail!.text).toMatch(/kuih lapis: (position \d+|not in the first 100 results)/);
    expect(await mailsTo(rt, shop.merchantId, 'seo@kuihshop.my')).toHaveLength(1);

    // Safe to run again: nothing is due until the next check.
    expect((await cron(shop.merchantId)).checked).toBe(0);

    clock = new Date('2026-02-28T02:00:00Z');
    expect((await cron(shop.merchantId)).checked).toBe(1);
    const done = await admin.keywordMonitoring.get({ id: c.id });
    expect(done).toMatchObject({ checksDone: 2, nextSyncAt: null });
    const history = await admin.keywordMonitoring.checks({ id: c.id });
    expect(history).toHaveLength(2);
    const second = localDate(clock, KL);
    for (const r of history[0]!.results) {
      const was = simulatedPosition(r.keyword, day);
      expect(r.change).toBe(r.position !== null && was !== null ? was - r.position : null);
      expect(r.position).toBe(simulatedPosition(r.keyword, second));
    }
    const [last] = await mailsTo(rt, shop.merchantId, 'owner@kuihshop.my');
    expect(last!.text).toContain("This was the campaign's last check.");

    clock = new Date('2026-06-01T02:00:00Z');
    expect((await cron(shop.merchantId)).checked).toBe(0);
    // Raising repeat schedules it again, a period after the last check.
    expect(await admin.keywordMonitoring.update({ id: c.id, ...valid, repeat: 3 })).toMatchObject({ nextSyncAt: new Date('2026-03-28T02:00:00Z') });
    await admin.keywordMonitoring.delete({ id: c.id });
  });

  it('"check now" checks at once, then at most once an hour per campaign, and says so', async () => {
    clock = new Date('2026-03-01T00:00:00Z');
    const c = await admin.keywordMonitoring.create({ ...valid, repeat: null, emails: [] });
    const { result: check, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.keywordMonitoring.checkNow({ id: c.id }));
    expect(logs.map((l) => [l.action, l.category])).toEqual([['Checked keyword campaign "Kuih shop"', 'tools']]);
    expect(check.results.map((r) => r.keyword)).toEqual(valid.keywords);
    clock = new Date(clock.getTime() + HOUR - 1000);
    const refused = await rejection(admin.keywordMonitoring.checkNow({ id: c.id }));
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', appCode: 'KEYWORD_CAMPAIGN.CHECKED_RECENTLY', message: 'This campaign was checked less than an hour ago. A campaign can be checked once an hour.' });
    clock = new Date(clock.getTime() + 1000);
    await admin.keywordMonitoring.checkNow({ id: c.id });
    expect(await admin.keywordMonitoring.get({ id: c.id })).toMatchObject({ checksDone: 2, lastSyncAt: clock });
    await admin.keywordMonitoring.delete({ id: c.id });
  });
});

describe('keyword campaigns: tenancy and permissions', () => {
  it('another merchant neither sees, changes nor checks a campaign, and its scheduled run leaves it alone', async () => {
    clock = new Date('2026-04-01T00:00:00Z');
    const c = await admin.keywordMonitoring.create(valid);
    const other = await seedMerchant(rt);
    const intruder = asToken(rt, other.admin.token, testRequest(), now);
    expect((await intruder.keywordMonitoring.list({})).total).toBe(0);
    // One call at a time: a call made before the previous one's refusal was awaited would reject unhandled.
    const calls = [
      () => intruder.keywordMonitoring.get({ id: c.id }),
      () => intruder.keywordMonitoring.checks({ id: c.id }),
      () => intruder.keywordMonitoring.checkNow({ id: c.id }),
      () => intruder.keywordMonitoring.update({ id: c.id, ...valid }),
      () => intruder.keywordMonitoring.delete({ id: c.id }),
    ];
    for (const call of calls) expect(await rejection(call())).toMatchObject({ code: 'NOT_FOUND', message: 'Keyword campaign not found.' });
    expect((await cron(other.merchantId)).checked).toBe(0);
    expect(await admin.keywordMonitoring.get({ id: c.id })).toMatchObject({ name: valid.name, checksDone: 0 });
    await admin.keywordMonitoring.delete({ id: c.id });
  });

  it('campaigns need the keyword monitoring module (edit to change); the planner the Tools module', async () => {
    const toolsOnly = await seedSubUser(rt, shop, { tools: 'view' });
    expect((await rejection(toolsOnly.caller.keywordMonitoring.list({}))).code).toBe('FORBIDDEN');
    expect(await toolsOnly.caller.keywordPlanner.ideas({ query: 'batik' })).not.toHaveLength(0);
    const viewer = await seedSubUser(rt, shop, { keyword_monitoring: 'view' });
    expect((await viewer.caller.keywordMonitoring.list({})).total).toBe(0);
    expect((await rejection(viewer.caller.keywordMonitoring.create(valid))).code).toBe('FORBIDDEN');
    expect((await rejection(viewer.caller.keywordPlanner.ideas({ query: 'batik' }))).code).toBe('FORBIDDEN');
    const editor = await seedSubUser(rt, shop, { keyword_monitoring: 'edit' });
    const made = await editor.caller.keywordMonitoring.create(valid);
    await editor.caller.keywordMonitoring.delete({ id: made.id });
  });
});

describe('keyword ideas over HTTP (Google Ads keyword ideas), against a local server', () => {
  it('sends the seed and the country, and reads volumes and competition as the simulator gave them', async () => {
    const { seen, base } = await localService(async (_req, res, body) => {
      const { keywordSeed } = JSON.parse(body) as { keywordSeed: { keywords: string[] } };
      const ideas = await keywordSimulator.ideas({ query: keywordSeed.keywords[0]! });
      res.end(JSON.stringify({ results: ideas.map((i) => ({ text: i.keyword, keywordIdeaMetrics: { avgMonthlySearches: String(i.monthlySearches), competition: i.competition!.toUpperCase() } })) }));
    });
    const provider = keywordHttp({ url: base, key: 'test-key', country: 'my', backoffMs: [1, 1] });
    expect(await provider.ideas({ query: 'kuih lapis' })).toEqual(await keywordSimulator.ideas({ query: 'kuih lapis' }));
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/keywordPlanIdeas:generateKeywordIdeas', authorization: 'Bearer test-key' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ keywordSeed: { keywords: ['kuih lapis'] }, geoTargetConstants: ['geoTargetConstants/2458'], keywordPlanNetwork: 'GOOGLE_SEARCH', pageSize: 50 });
  });
});
