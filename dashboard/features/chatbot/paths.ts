/** The chatbot screens (routes.json). */
export const CHATBOT_PATHS = {
  settings: '/onesync/mychatbot',
  broadcast: '/onesync/mychatbot/broadcast-message/{page_id}',
};

export const broadcastPath = (pageId: string) => `/onesync/mychatbot/broadcast-message/${encodeURIComponent(pageId)}`;
