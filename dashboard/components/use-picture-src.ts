import { useCallback } from 'react';
import { pictureSources } from '../../core/catalogue/media.ts';
import { useSession } from '../app/session.tsx';

/** Where a catalogue picture (an upload of this merchant or an outside link) is shown, full size or as a thumbnail. */
export function usePictureSrc() {
  const merchantId = useSession().user?.merchantId ?? '';
  return useCallback(
    (picture: { uploadId?: string | null; url?: string | null }, size: 'full' | 'thumb' = 'thumb') => {
      const sources = pictureSources(merchantId, { uploadId: picture.uploadId ?? null, url: picture.url ?? null });
      return size === 'thumb' ? sources.thumb : sources.src;
    },
    [merchantId],
  );
}
