import type { MyInvoisConfig } from '../../../core/e-invoice/myinvois-config.ts';
import type { MyInvois } from '../../../core/e-invoice/myinvois-port.ts';
import { onSimulator } from '../simulator-host.ts';
import { MYINVOIS_SIMULATOR_CLIENT } from './myinvois-simulator.ts';
import { myInvoisHttp } from './myinvois-http.ts';

/** MyInvois: the real client, pointed at LHDN or at its simulator (none: nothing can be submitted). */
export function myInvoisFor(config: MyInvoisConfig | null): MyInvois | undefined {
  if (!config) return undefined;
  return config.kind === 'simulator' ? onSimulator('/myinvois', (url) => myInvoisHttp({ url, ...MYINVOIS_SIMULATOR_CLIENT })) : myInvoisHttp(config);
}
