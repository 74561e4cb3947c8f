export type AiProviderConfig = { kind: 'simulator' } | { kind: 'http'; url: string; key: string; model: string; imageModel: string };

/**
 * SIMULATORS=1 (npm run dev -- --simulators, the tests) or AI_PROVIDER=simulator: the local
 * simulator. AI_API_URL: an OpenAI-compatible API's base address (https://api.openai.com/v1, or a
 * local server's such as Ollama's http://localhost:11434/v1), with AI_API_KEY (if it asks for one)
 * AI_MODEL and AI_IMAGE_MODEL (image edits). Neither: no AI, and generations say so.
 */
export function aiConfig(env: NodeJS.ProcessEnv): AiProviderConfig | null {
  if (env.SIMULATORS === '1' || env.AI_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (!env.AI_API_URL) return null;
  return { kind: 'http', url: env.AI_API_URL, key: env.AI_API_KEY ?? '', model: env.AI_MODEL || 'gpt-4o-mini', imageModel: env.AI_IMAGE_MODEL || 'gpt-image-1' };
}
