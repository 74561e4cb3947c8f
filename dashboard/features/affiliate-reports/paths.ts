/** The affiliate report's screens, as the spec spells their paths. */
export const AFFILIATE_PATHS = {
  events: '/affiliate-marketing/report',
  sources: '/affiliate-marketing/report/click-from-sources',
  eventSources: '/affiliate-marketing/report/event/{id}/click-from-sources',
  registered: '/affiliate-marketing/report/registered-lists',
  eventRegistered: '/affiliate-marketing/report/event/{id}/registered-lists',
} as const;

/** A screen's address, of one event when given, with the report's period. */
export function affiliatePath(screen: 'sources' | 'registered', eventId: string | null, query: Record<string, string> = {}): string {
  const path = eventId ? AFFILIATE_PATHS[screen === 'sources' ? 'eventSources' : 'eventRegistered'].replace('{id}', encodeURIComponent(eventId)) : AFFILIATE_PATHS[screen];
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export const eventsPath = (query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `${AFFILIATE_PATHS.events}?${search}` : AFFILIATE_PATHS.events;
};
