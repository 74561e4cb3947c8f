import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A review's 1 to 5 stars, read out as "4 stars of 5". */
export function ReviewStars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={2} role="img" aria-label={t('googleReviews.stars', { count: stars })} data-stars={stars}>
      {[1, 2, 3, 4, 5].map((n) => (n <= stars ? <IconStarFilled key={n} size={16} color="var(--mantine-color-yellow-6)" aria-hidden /> : <IconStar key={n} size={16} color="var(--mantine-color-gray-5)" aria-hidden />))}
    </Group>
  );
}
