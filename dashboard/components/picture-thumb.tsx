import { ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { LazyImage } from './lazy-image.tsx';

/** A catalogue picture as a small square, or a placeholder when it has none. */
export function PictureThumb({ src, alt, size = 44 }: { src: string | null; alt: string; size?: number }) {
  if (!src) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm">
        <IconPhoto size={size / 2} />
      </ThemeIcon>
    );
  }
  return <LazyImage src={src} alt={alt} w={size} h={size} radius="sm" fit="cover" />;
}
