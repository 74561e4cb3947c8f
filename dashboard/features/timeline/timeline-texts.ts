import type { ContentActionTexts } from '../../components/content/use-content-actions.ts';

/** The timeline's words for the kit's show/hide actions: a post is Public or Private (spec section 4). */
export const TIMELINE_ACTION_TEXTS: ContentActionTexts = {
  show: 'timeline.makePublic',
  hide: 'timeline.makePrivate',
  shown: 'timeline.madePublic',
  hidden: 'timeline.madePrivate',
  deleted: 'timeline.deleted',
  deleteTitle: 'timeline.deleteTitle',
};

/** A post's visibility as the merchant reads it: 'public' is Public, the kit's 'hidden' is Private. */
export const audienceKey = (visibility: string) => `timeline.visibility.${visibility}`;
