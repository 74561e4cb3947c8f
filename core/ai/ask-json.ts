import type { z } from 'zod';
import { AiError, type AiChat } from './port.ts';

/**
 * Asks for one JSON object of a shape: the prompt ends with an example of it in a ```json block
 * (models follow an example better than a description; the simulator answers in its shape), and
 * an answer that is not JSON of that shape is an AiError 'refused' (the caller's credits come back).
 */
export async function askJson<T>(ai: AiChat, prompt: { system: string; user: string; example: unknown; maxTokens?: number; images?: string[] }, shape: z.ZodType<T>): Promise<T> {
  const system = `${prompt.system}\n\nAnswer with one JSON object of exactly this shape, and nothing else:\n\`\`\`json\n${JSON.stringify(prompt.example, null, 2)}\n\`\`\``;
  const { text } = await ai.chat({ messages: [{ role: 'system', content: system }, { role: 'user', content: prompt.user, ...(prompt.images && { images: prompt.images }) }], json: true, maxTokens: prompt.maxTokens });
  let parsed: unknown;
  try {
    // Some servers wrap JSON in a fence even when asked for JSON only.
    parsed = JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new AiError('refused', 'the answer is not JSON');
  }
  const result = shape.safeParse(parsed);
  if (!result.success) throw new AiError('refused', 'the answer is not of the shape asked');
  return result.data;
}
