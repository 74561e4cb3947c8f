import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../app/files.ts';

/** Transparent parts show as the usual grey and white checkerboard. */
export const CHECKERBOARD = { background: 'repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px' };

interface Props extends ImageProps {
  /** The server path of the image (it needs the session, so it is fetched, not linked). */
  path: string;
  alt: string;
  h: number;
  testId?: string;
}

/** An image of the signed-in merchant's files, over a checkerboard; a placeholder while it loads. */
export function SessionImage({ path, alt, h, testId, ...props }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void fetchFileBlob(path).then((blob) => {
      objectUrl = URL.createObjectURL(blob);
      if (live) setUrl(objectUrl);
      else URL.revokeObjectURL(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url ? <Image src={url} alt={alt} h={h} fit="contain" style={CHECKERBOARD} data-testid={testId} {...props} /> : <Skeleton h={h} />;
}
