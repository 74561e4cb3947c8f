import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THomeFigures } from '../../../core/home/figures-schema.ts';
import { formatMoney, useCount } from '../../components/format.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { FigureCard } from './figure-card.tsx';

/** The day at a glance: each figure the user may see, each opening its filtered list. */
export function DayFigures({ figures }: { figures: THomeFigures }) {
  const { t } = useTranslation();
  const formatDay = useCalendarDay({ weekday: 'short', day: 'numeric', month: 'short' });
  const formatCount = useCount();
  const [yesterday, today] = figures.sales?.slice(-2) ?? [];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} data-testid="day-figures">
      {today && yesterday && (
        <>
          <FigureCard
            name="sales-today"
            label={t('home.figures.salesToday')}
            value={formatMoney(today.salesSen)}
            to="/mysales/order?date=today"
            change={{ today: today.salesSen, yesterday: yesterday.salesSen }}
            note={t('home.figures.yesterday', { value: formatMoney(yesterday.salesSen) })}
          />
          <FigureCard
            name="orders-today"
            label={t('home.figures.ordersToday')}
            value={formatCount(today.orders)}
            to="/mysales/order?date=today"
            change={{ today: today.orders, yesterday: yesterday.orders }}
            note={t('home.figures.yesterday', { value: formatCount(yesterday.orders) })}
          />
        </>
      )}
      {figures.ordersToShip !== null && (
        <FigureCard name="to-ship" label={t('home.figures.toShip')} value={formatCount(figures.ordersToShip)} to="/mysales/order?tab=preparingToShip" alert={figures.ordersToShip > 0} />
      )}
      {figures.awaitingPayment !== null && (
        <FigureCard name="awaiting-payment" label={t('home.figures.awaitingPayment')} value={formatCount(figures.awaitingPayment)} to="/mysales/order?tab=awaitingPayment" />
      )}
      {figures.lowStock !== null && (
        <FigureCard name="low-stock" label={t('home.figures.lowStock')} value={formatCount(figures.lowStock)} to="/mysales/dashboard/products" alert={figures.lowStock > 0} />
      )}
      {figures.newMembers !== null && (
        <FigureCard
          name="new-members"
          label={t('home.figures.newMembers')}
          value={formatCount(figures.newMembers.count)}
          to={`/mysales/member?from=${figures.newMembers.since}`}
          note={t('home.figures.since', { day: formatDay(figures.newMembers.since) })}
        />
      )}
    </SimpleGrid>
  );
}
