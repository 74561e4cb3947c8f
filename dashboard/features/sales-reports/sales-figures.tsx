import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../core/shared/numbers.ts';
import { SALES_FIGURES, type SalesFigure, type TOrderReport } from '../../../core/reports/sales-schema.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { formatMoney } from '../../components/format.ts';

const MONEY: readonly SalesFigure[] = ['salesSen', 'averageOrderSen', 'refundedSen'];

/** The order report's headline figures, each with its change against the previous period. */
export function SalesFigureCards({ figures }: { figures: TOrderReport['figures'] }) {
  const { t } = useTranslation();
  return (
    <FigureCards
      figures={SALES_FIGURES.map((key) => ({
        label: t(`reports.sales.figures.${key}`),
        value: MONEY.includes(key) ? formatMoney(figures[key].value) : formatCount(figures[key].value),
        change: figures[key].change,
        testId: `figure-${key}`,
      }))}
    />
  );
}
