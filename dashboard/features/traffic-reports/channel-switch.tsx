import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANNELS, type Channel } from '../../../core/reports/constants.ts';
import type { ChannelControl } from './use-channel.ts';

/** Website or app: which of the merchant's storefronts a report counts. */
export function ChannelSwitch({ control }: { control: ChannelControl }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('reports.traffic.channel')}
      data={CHANNELS.map((c) => ({ value: c, label: t(`reports.traffic.channels.${c}`) }))}
      value={control.channel}
      onChange={(value) => control.switchTo(value as Channel)}
      data-testid="report-channel"
    />
  );
}
