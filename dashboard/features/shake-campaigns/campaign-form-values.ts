import type { TShakeCampaign, TShakeCampaignData } from '../../../core/shake/schema.ts';
import { addDaysTo } from '../../../core/shared/time.ts';

/** The form holds the schema's output shape: every field present, ready to send. */
export type CampaignFormValues = TShakeCampaignData;

export const blankPrize = (sequence: number): TShakeCampaignData['prizes'][number] => ({ pictureId: '', name: '', quantity: 1, sequence, visible: true });
export const blankPeriod = (): TShakeCampaignData['periods'][number] => ({ startTime: '10:00', endTime: '12:00', totalShake: 100 });

export const blankCampaign = (today: string): CampaignFormValues => ({
  name: '',
  detail: '',
  gameType: 'fcfs',
  delivery: true,
  selfCollect: false,
  bannerId: null,
  logoId: null,
  startsOn: today,
  endsOn: addDaysTo(today, 7),
  wholeDay: true,
  totalShake: 100,
  periods: [],
  totalPerDay: 1,
  prizes: [blankPrize(1)],
  firstCheckpoint: 0,
  visibility: 'public',
  prizesVisible: true,
  sort: 0,
});

export const formValuesOf = (c: TShakeCampaign): CampaignFormValues => ({
  name: c.name,
  detail: c.detail,
  gameType: c.gameType,
  delivery: c.delivery,
  selfCollect: c.selfCollect,
  bannerId: c.bannerId,
  logoId: c.logoId,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  wholeDay: c.wholeDay,
  totalShake: c.totalShake,
  periods: c.periods.map(({ startTime, endTime, totalShake }) => ({ startTime, endTime, totalShake })),
  totalPerDay: c.totalPerDay,
  prizes: c.prizes.map(({ pictureId, name, quantity, sequence, visible }) => ({ pictureId, name, quantity, sequence, visible })),
  firstCheckpoint: c.firstCheckpoint,
  visibility: c.visibility,
  prizesVisible: c.prizesVisible,
  sort: c.sort,
});
