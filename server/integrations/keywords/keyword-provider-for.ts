import type { KeywordProviderConfig } from '../../../core/platform/config.ts';
import type { KeywordProvider } from '../../../core/reports/keyword-provider.ts';
import { keywordHttp } from './keyword-http.ts';
import { keywordSimulator } from './keyword-simulator.ts';

/** The keyword provider the configuration names (none: keywords are followed but not checked). */
export function keywordProviderFor(config: KeywordProviderConfig | null): KeywordProvider | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? keywordSimulator : keywordHttp(config);
}
