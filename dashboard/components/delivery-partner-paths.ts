/** Where the delivery partner screens are (routes.json keeps the provider's name in the path); shared: the order list links to them. */
export const DELIVERY_PARTNER_PATHS = {
  screen: '/mysales/lalamove',
  guideline: '/mysales/lalamove/guideline',
};

/** The screen's quotes tab with these orders chosen for a new quote (the add-orders-to-delivery link). */
export const addToDeliveryHref = (orderIds: readonly string[]) => `${DELIVERY_PARTNER_PATHS.screen}?tab=quotes&orders=${orderIds.map(encodeURIComponent).join(',')}`;
