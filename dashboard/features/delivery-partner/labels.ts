import { formatMoney } from '../../components/format.ts';

/** Money in the market's currency: MYR as RM, as every other amount of the dashboard. */
export const money = (sen: number, currency: string) => formatMoney(sen, currency === 'MYR' || currency === '' ? 'RM' : currency);

/** A badge colour per delivery state. */
export const STATUS_COLOURS: Record<string, string> = {
  ASSIGNING_DRIVER: 'yellow',
  ON_GOING: 'blue',
  PICKED_UP: 'indigo',
  COMPLETED: 'green',
  CANCELED: 'gray',
  EXPIRED: 'gray',
  REJECTED: 'red',
};
