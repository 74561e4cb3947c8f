import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DisabledDatesCard } from './disabled-dates-card.tsx';
import { OptionsList } from './options-list.tsx';
import { TimeSlotsCard } from './time-slots-card.tsx';
import { ZonesList } from './zones-list.tsx';
import { RatesSection } from './parcel-rates-section.tsx';

const SECTIONS = ['zones', 'options', 'dates', 'slots', 'parcelRates'] as const;
type Section = (typeof SECTIONS)[number];

/** /mysales/shipping-setting: zone setup, shipping options, disabled delivery dates, delivery time slots and the parcel-rate service. */
export default function ShippingSettingPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('section') as Section | null;
  const section: Section = wanted && SECTIONS.includes(wanted) ? wanted : 'zones';
  return (
    <Stack>
      <Tabs value={section} onChange={(value) => setSearch(value && value !== 'zones' ? { section: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`section-${s}`}>
              {t(`salesSettings.sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="zones">
          <ZonesList />
        </Tabs.Panel>
        <Tabs.Panel value="options">
          <OptionsList />
        </Tabs.Panel>
        <Tabs.Panel value="dates">
          <DisabledDatesCard />
        </Tabs.Panel>
        <Tabs.Panel value="slots">
          <TimeSlotsCard />
        </Tabs.Panel>
        <Tabs.Panel value="parcelRates">
          <RatesSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
