import type { PurchaseKind } from '../payments/purchase-kind.ts';
import { pluginOf } from './catalogue.ts';
import { EMAIL_ADD_ON } from './constants.ts';
import { grantEmailAddOn } from './add-ons.ts';
import { grantPlugin } from './grant.ts';

/** A paid plugin bought by card (itemRef: its key): bought once, at its catalogue price. */
export const pluginPurchase: PurchaseKind = {
  itemField: 'key',
  price(itemRef) {
    const plugin = pluginOf(itemRef);
    return plugin && plugin.priceSen > 0 ? { amount: plugin.priceSen, description: `Plugin ${plugin.key}` } : null;
  },
  grant: (tx, purchase) => grantPlugin(tx, purchase.itemRef, pluginPurchase.price(purchase.itemRef)!.amount),
};

/** E-mail add-on units ('1' to '20') bought by card for a year: MYR 159.00 a unit, billed annually. */
export const emailUnitsOf = (itemRef: string): number | null => {
  const units = /^\d{1,2}$/.test(itemRef) ? Number(itemRef) : 0;
  return units >= 1 && units <= EMAIL_ADD_ON.maxUnits ? units : null;
};

export const emailAddOnPurchase: PurchaseKind = {
  itemField: 'units',
  price(itemRef) {
    const units = emailUnitsOf(itemRef);
    return units ? { amount: units * EMAIL_ADD_ON.priceSenPerUnitYear, description: `E-mail add-on, ${units} x ${EMAIL_ADD_ON.usersPerUnit} users or ${EMAIL_ADD_ON.gigabytesPerUnit} GB, 1 year` } : null;
  },
  async grant(tx, purchase) {
    const units = emailUnitsOf(purchase.itemRef);
    if (!units) throw new Error(`No e-mail add-on of ${purchase.itemRef} units.`);
    await grantEmailAddOn(tx, units, units * EMAIL_ADD_ON.priceSenPerUnitYear);
  },
};
