import { requestGatewayAddOn } from '../../../../core/plugins/add-ons.ts';
import { activatePlugin } from '../../../../core/plugins/switch.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface PluginFixtures {
  gatewayRequestId: string;
}

/** A's plugin switched on (a slot held) and A's payment gateway request. */
export async function seedPlugins(ctx: Ctx): Promise<PluginFixtures> {
  await activatePlugin(ctx, { key: 'bg_remover' });
  const request = await requestGatewayAddOn(ctx, { addOn: 'gateway_senangpay' });
  return { gatewayRequestId: request.id };
}
