import { photoScreen } from '../photo-screen.ts';
import { PHOTO_PHONE_PATHS } from './paths.ts';

/** Photos on the phone: the same procedures and words as /manage/photos, leading to the phone's screens. */
export const photoPhoneScreen = { ...photoScreen, paths: PHOTO_PHONE_PATHS };
