import type { SimulatorMount } from '../simulator-host.ts';
import { parcelTrackingSimulator } from '../parcel-tracking/parcel-tracking-simulator.ts';
import { parcelRatesSimulator } from '../parcel-rates/parcel-rates-simulator.ts';
import { deliveryPartnerSimulator } from '../delivery-partner/delivery-partner-simulator.ts';
import { shopeeSimulator } from '../shopee/shopee-simulator.ts';
import { lazadaSimulator } from '../lazada/lazada-simulator.ts';
import { facebookSimulator } from '../facebook/facebook-simulator.ts';
import { instagramSimulator } from '../instagram/instagram-simulator.ts';
import { tiktokSimulator } from '../tiktok/tiktok-simulator.ts';
import { aiSimulator } from '../ai/ai-simulator.ts';
import { cardPaymentsSimulator } from '../card-payments/card-payments-simulator.ts';
import { myInvoisSimulator } from '../myinvois/myinvois-simulator.ts';

/** Every HTTP simulator, each under its own prefix of the simulator host (docs/integrations.md). */
export const simulatorMounts: SimulatorMount[] = [parcelTrackingSimulator, parcelRatesSimulator, deliveryPartnerSimulator, shopeeSimulator, lazadaSimulator, facebookSimulator, instagramSimulator, tiktokSimulator, aiSimulator, cardPaymentsSimulator, myInvoisSimulator];
