import type { AiProviderConfig } from '../../../core/ai/config.ts';
import type { AiChat } from '../../../core/ai/port.ts';
import { onSimulator } from '../simulator-host.ts';
import { aiHttp } from './ai-http.ts';
import { AI_PREFIX } from './ai-simulator.ts';

/** The real client, pointed at the configured API or at its simulator (docs/ai.md); none when not set up. */
export function aiFor(config: AiProviderConfig | null): AiChat | undefined {
  if (!config) return undefined;
  if (config.kind === 'simulator') return onSimulator(AI_PREFIX, (url) => aiHttp({ url: `${url}/v1`, key: 'sim-key', model: 'simulator', backoffMs: [50] }));
  return aiHttp(config);
}
