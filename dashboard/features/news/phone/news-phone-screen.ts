import { newsScreen } from '../news-screen.ts';
import { NEWS_PHONE_PATHS } from './paths.ts';

/** News on the phone: the same procedures and words as /manage/news, leading to the phone's screens. */
export const newsPhoneScreen = { ...newsScreen, paths: NEWS_PHONE_PATHS };
