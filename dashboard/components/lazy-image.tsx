import { useEffect, useState } from 'react';
import { Box, Center, Image, type ImageProps } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconPhotoOff } from '@tabler/icons-react';
import { browserImageLoad, loadWithRetry, preloadMargin, type ImageOutcome } from './image-loading.ts';

type Props = Omit<ImageProps, 'src'> & { src: string; alt: string; w: number; h: number };

const MARGIN = preloadMargin();

/**
 * The one picture of the dashboard's lists and forms: fetched once it is within 1.3 screens
 * (image-loading.ts), tried once more if that fails, and shown as a crossed-out picture if the
 * retry fails too. Until then a grey box of the same size keeps the layout still.
 */
export function LazyImage({ src, alt, w, h, radius, ...image }: Props) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: MARGIN });
  const near = entry?.isIntersecting ?? false;
  const [outcome, setOutcome] = useState<{ src: string; result: ImageOutcome } | null>(null);
  const started = near || outcome !== null;
  useEffect(() => {
    if (!started) return;
    let current = true;
    void loadWithRetry(src, browserImageLoad).then((result) => current && setOutcome({ src, result }));
    return () => {
      current = false;
    };
  }, [src, started]);
  const result = outcome?.src === src ? outcome.result : null;
  return (
    <Box ref={ref} w={w} h={h} style={{ flex: 'none' }} data-image-state={result ?? 'waiting'}>
      {result === 'loaded' ? (
        <Image src={src} alt={alt} w={w} h={h} radius={radius} {...image} />
      ) : (
        <Center w={w} h={h} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} role={result === 'failed' ? 'img' : undefined} aria-label={result === 'failed' ? alt : undefined}>
          {result === 'failed' && <IconPhotoOff size={Math.min(w, h) / 2} color="var(--mantine-color-gray-5)" aria-hidden />}
        </Center>
      )}
    </Box>
  );
}
