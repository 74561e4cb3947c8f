import { ZONES } from '../../../core/delivery-partner/constants.ts';

/** The simulator's tariff, in sen: a vehicle's base fare covers the first 5 km, each further km costs perKm. */
export const SIMULATED_FARES: Record<string, { base: number; perKm: number }> = {
  MOTORCYCLE: { base: 500, perKm: 80 },
  CAR: { base: 1000, perKm: 100 },
  '4X4': { base: 2500, perKm: 150 },
  VAN: { base: 4500, perKm: 200 },
  VAN_LARGE: { base: 6500, perKm: 250 },
  TRUCK330: { base: 9000, perKm: 300 },
  TRUCK550: { base: 13000, perKm: 350 },
};

/** Each special request's fee in sen; a return trip costs half the fare instead (below). */
const REQUEST_FEES: Record<string, number> = {
  ROUND_TRIP: 0,
  CARRY_BAG: 300,
  COLD_CHAIN_1_15: 1500,
  COLD_CHAIN_MINUS15_0: 2000,
  COD_UNDER_25: 200,
  COD_25_50: 300,
  COD_51_75: 400,
  COD_76_100: 500,
  DOOR_TO_DOOR_DRIVER: 1500,
  DOOR_TO_DOOR_1HELPER: 3000,
  DOOR_TO_DOOR_2HELPER: 4500,
  TAILGATE: 2000,
  DISMANTLE_ASSEMBLE_LOAD: 5000,
};
export const SIMULATED_REQUESTS = Object.keys(REQUEST_FEES);

/** Each drop-off after the first. */
const PER_EXTRA_STOP = 200;
/** Deliveries scheduled for the evening rush (17:00 to 19:59, Malaysian time). */
const RUSH_SURCHARGE = 300;
/** Further than this from every zone's centre is out of the service area. */
const SERVICE_RADIUS_M = 60_000;

export interface Point {
  lat: number;
  lng: number;
}

export function metresBetween(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export const inServiceArea = (p: Point) => Object.values(ZONES).some((centre) => metresBetween(p, centre) <= SERVICE_RADIUS_M);

export interface SimulatedPrice {
  distanceM: number;
  base: number;
  extraMileage: number;
  specialRequests: number;
  multiStopSurcharge: number;
  surcharge: number;
  total: number;
}

/** The price of a route, deterministic: distance along the stops in order, vehicle, requests, stops, schedule. */
export function simulatedPrice(vehicle: string, requests: readonly string[], stops: readonly Point[], scheduleAt?: string): SimulatedPrice {
  const fare = SIMULATED_FARES[vehicle]!;
  let distanceM = 0;
  for (let i = 1; i < stops.length; i++) distanceM += metresBetween(stops[i - 1]!, stops[i]!);
  distanceM = Math.round(distanceM);
  const extraKm = Math.max(0, Math.ceil((distanceM - 5000) / 1000));
  const base = fare.base;
  const extraMileage = extraKm * fare.perKm;
  const specialRequests = requests.reduce((sum, r) => sum + (r === 'ROUND_TRIP' ? Math.round((base + extraMileage) / 2) : REQUEST_FEES[r]!), 0);
  const multiStopSurcharge = Math.max(0, stops.length - 2) * PER_EXTRA_STOP;
  const hour = scheduleAt ? (new Date(scheduleAt).getUTCHours() + 8) % 24 : -1;
  const surcharge = hour >= 17 && hour < 20 ? RUSH_SURCHARGE : 0;
  return { distanceM, base, extraMileage, specialRequests, multiStopSurcharge, surcharge, total: base + extraMileage + specialRequests + multiStopSurcharge + surcharge };
}

/** Sen as the API's money text: 1250 -> '12.50'. */
export const money = (sen: number) => (sen / 100).toFixed(2);
