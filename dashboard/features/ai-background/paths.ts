import type { TAiBackgroundType } from '../../../core/ai-background/constants.ts';

/** /AI-Background/tools/{id}/{type}/{img}: the route's pattern and an image's address. */
export const AI_BACKGROUND_PATHS = {
  route: '/AI-Background/tools/{id}/{type}/{img}',
  of: (id: string, type: TAiBackgroundType, img: number) => `/AI-Background/tools/${id}/${type}/${img}`,
} as const;
