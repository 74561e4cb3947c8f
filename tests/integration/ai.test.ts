import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { askJson } from '../../core/ai/ask-json.ts';
import { withAiCredits } from '../../core/ai/spend.ts';
import { creditEntries } from '../../core/credits/entries.ts';
import { creditBalance, grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { english } from '../../core/shared/english.ts';
import type { AppError } from '../../core/shared/errors.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();

/** A merchant of its own per test, so balances never mix. */
async function freshCtx(credits: number): Promise<Ctx> {
  const shop = await seedMerchant(rt);
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  if (credits > 0) await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: credits, reason: 'top_up' }));
  return ctx;
}

async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${await simulatorUrl('/ai')}/_control${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

const refusal = (promise: Promise<unknown>): Promise<AppError> => promise.then(() => expect.unreachable('refused'), (e: unknown) => e as AppError);
const Faq = z.object({ items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })) });
const faqPrompt = { system: 'You write FAQ entries for a shop.', user: 'Kuih raya delivery\nWrite 2 questions.', example: { items: [{ question: '', answer: '' }, { question: '', answer: '' }] } };
const generate = (ctx: Ctx) => withAiCredits(ctx, { credits: 1, refId: 'faq-1', note: 'FAQ' }, (ai) => askJson(ai, faqPrompt, Faq));

describe('AI generations and their credits', () => {
  it('asks the OpenAI-compatible API for JSON in the example\'s shape, and takes 1 credit', async () => {
    const ctx = await freshCtx(3);
    const answer = await generate(ctx);
    expect(answer.items).toEqual([
      { question: 'items 1 question about Kuih raya delivery', answer: 'items 1 answer about Kuih raya delivery' },
      { question: 'items 2 question about Kuih raya delivery', answer: 'items 2 answer about Kuih raya delivery' },
    ]);
    expect(await creditBalance(ctx, 'ai')).toBe(2);
    const asked = (await control('/requests')) as { response_format?: { type: string }; messages: { role: string; content: string }[] }[];
    expect(asked.at(-1)).toMatchObject({ response_format: { type: 'json_object' }, messages: [{ role: 'system' }, { role: 'user', content: faqPrompt.user }] });
    expect(asked.at(-1)!.messages[0]!.content).toContain('```json');
  });

  it('gives the credits back when the service is busy, out of reach or answers out of shape, each with its message', async () => {
    const ctx = await freshCtx(1);
    try {
      await control('/fail', { status: 429 });
      expect(english((await refusal(generate(ctx))).message)).toBe('Server busy or high traffic. Please try again later.');
      await control('/fail', { status: 0 });
      expect(english((await refusal(generate(ctx))).message)).toBe('Connection lost. Please try again.');
    } finally {
      await control('/reset', {});
    }
    const wrongShape = withAiCredits(ctx, { credits: 1, refId: 'faq-1', note: 'FAQ' }, (ai) => askJson(ai, { ...faqPrompt, example: { other: '' } }, Faq));
    expect(english((await refusal(wrongShape)).message)).toBe("The AI's answer could not be used. Please try again.");
    expect(await creditBalance(ctx, 'ai')).toBe(1);
    const ledger = await creditEntries(ctx, { kind: 'ai' });
    expect(ledger.rows.map((r) => [r.delta, r.reason])).toEqual([
      [1, 'refund'],
      [-1, 'ai_generation'],
      [1, 'refund'],
      [-1, 'ai_generation'],
      [1, 'refund'],
      [-1, 'ai_generation'],
      [1, 'top_up'],
    ]);
  });

  it('refuses without credits in the spec\'s words, and asks nothing', async () => {
    const ctx = await freshCtx(0);
    await control('/reset', {});
    const refused = await refusal(generate(ctx));
    expect([refused.code, english(refused.message)]).toEqual(['CREDITS.INSUFFICIENT', 'Insufficient AI product credit balance.']);
    expect(await control('/requests')).toEqual([]);
  });

  it('spends the last 10 credits on exactly 10 of 50 generations at once', async () => {
    const ctx = await freshCtx(10);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => generate(ctx)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as AppError).code)).toEqual(Array(40).fill('CREDITS.INSUFFICIENT'));
    expect(await creditBalance(ctx, 'ai')).toBe(0);
  });
});
