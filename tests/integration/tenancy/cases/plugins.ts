import type { IsolationCase } from '../isolation-cases.ts';

const own = 'Names a plugin or add-on of the platform’s catalogue, never a record; it acts on the caller’s own merchant.';

/** Plugins and add-ons: A's plugin states, slots and add-on purchases. */
export const pluginCases: Record<string, IsolationCase> = {
  'plugins.overview': { list: () => undefined },
  'plugins.purchased': { list: () => undefined },
  'plugins.activate': { none: own, input: () => ({ key: 'bg_remover' }) },
  'plugins.deactivate': { none: own, input: () => ({ key: 'bg_remover' }) },
  'plugins.buy': { none: `${own} It starts a card payment of the caller’s own.` },
  'plugins.addOns': { list: () => undefined },
  'plugins.addOnRecords': { list: () => ({ pageSize: 80 }) },
  'plugins.buyEmailAddOn': { none: `${own} It starts a card payment of the caller’s own.` },
  'plugins.requestGateway': { none: own, input: () => ({ addOn: 'gateway_ipay88' }) },
};
