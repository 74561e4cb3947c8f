/**
 * Product, category and brand pictures are public storefront content: they are served without
 * a session at these addresses (the upload id is unguessable). External pictures keep their link.
 */
export const mediaUrl = (merchantId: string, uploadId: string, size: 'full' | 'thumb' = 'full'): string =>
  `/media/${merchantId}/${uploadId}${size === 'thumb' ? '/thumb' : ''}`;

export function pictureSources(merchantId: string, image: { uploadId: string | null; url: string | null }): { src: string; thumb: string } {
  if (image.uploadId) return { src: mediaUrl(merchantId, image.uploadId), thumb: mediaUrl(merchantId, image.uploadId, 'thumb') };
  return { src: image.url ?? '', thumb: image.url ?? '' };
}
