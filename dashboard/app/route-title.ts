import { useMatches, type Params } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TITLE } from '../../core/platform/version.ts';
import type { RouteTitle } from './feature.ts';

/** What the router keeps of a feature route, for the screen's title. */
export interface RouteHandle {
  title: RouteTitle;
}

/** The i18n key of a route's title at these parameters. */
export const titleKey = (title: RouteTitle, params: Params): string =>
  typeof title === 'string' ? title : params[title.param] === 'new' ? title.add : title.edit;

/** The translated title of the screen shown (the deepest matched route that has one). */
export function useScreenTitle(): string | null {
  const { t } = useTranslation();
  const match = useMatches().findLast((m) => (m.handle as RouteHandle | undefined)?.title);
  return match ? t(titleKey((match.handle as RouteHandle).title, match.params)) : null;
}

/** The browser tab's title: the screen's, then the product's ("Orders · Merchant System"). */
export const documentTitle = (screen: string | null): string => (screen ? `${screen} · ${PRODUCT_TITLE}` : PRODUCT_TITLE);
