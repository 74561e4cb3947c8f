/** What an add-on item takes off its product's selling price: the product's price less the add-on price, never below 0. */
export const addOnDiscountSen = (productPriceSen: number, addOnPriceSen: number): number => Math.max(0, productPriceSen - addOnPriceSen);
