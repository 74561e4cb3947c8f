import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import type { ListParamsControl } from '../../components/list/use-list-params.ts';

/** The venues for pickers: every venue of the merchant, by its English name. */
export function useVenueOptions() {
  const venues = trpc.booking.venueOptions.useQuery();
  return (venues.data ?? []).map((v) => ({ value: v.id, label: v.nameEn }));
}

export function useServiceOptions() {
  const services = trpc.booking.serviceOptions.useQuery();
  return (services.data ?? []).map((s) => ({ value: s.id, label: s.name }));
}

/** A list filter by venue, kept in the URL as 'venue'. */
export function VenueFilter({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  return <FilterSelect control={control} name="venue" label={t('booking.fields.venue')} allLabel={t('booking.allVenues')} data={useVenueOptions()} width={180} />;
}

/** A list filter by service, kept in the URL as 'service'. */
export function ServiceFilter({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  return <FilterSelect control={control} name="service" label={t('booking.fields.service')} allLabel={t('booking.allServices')} data={useServiceOptions()} width={180} />;
}
