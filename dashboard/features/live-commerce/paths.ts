// The live commerce screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
export const LIVE_PATHS = {
  settings: '/mysales/live-commerce/setting',
  sets: '/mysales/live-commerce/product-set',
  streaming: '/mysales/live-commerce/live-streaming',
  members: '/mysales/live-commerce/fb-member',
} as const;

/** A product set's page; 'new' adds one. */
export const productSetPath = (id: string) => `${LIVE_PATHS.sets}/${id}`;
