import { createRequire } from 'node:module';
import type { UAParser as Parser } from 'ua-parser-js';
import { msg } from '../shared/messages.ts';

/**
 * Loaded when a device is first named (a sign-in), not with this module: a process that only
 * runs jobs (which reach this module through the user's context) never needs its 1-2 MB.
 */
let parser: typeof Parser | undefined;
const uaParser = (): typeof Parser => (parser ??= (createRequire(import.meta.url)('ua-parser-js') as { UAParser: typeof Parser }).UAParser);

/**
 * 'Chrome 156 on Linux' (a message: the words between the names are the interface's), or the
 * raw agent's first word when it is not a browser.
 */
export function deviceName(userAgent: string): string {
  if (!userAgent) return msg('sessions.unknownDevice');
  if (userAgent.startsWith('merchant-cli/')) return `Merchant CLI ${userAgent.slice('merchant-cli/'.length)}`.trim();
  const { browser, os, device } = new (uaParser())(userAgent).getResult();
  const name = [browser.name, browser.major].filter(Boolean).join(' ');
  const system = [device.vendor, device.model].filter(Boolean).join(' ') || [os.name, os.version].filter(Boolean).join(' ');
  if (!name) return userAgent.split(/[\s/]/)[0] || msg('sessions.unknownDevice');
  return system ? msg('sessions.deviceOn', { browser: name, system }) : name;
}

/** 'Asia / Kuala Lumpur' from the browser's IANA time zone. */
export function regionOf(timeZone: string | undefined): string {
  if (!timeZone) return msg('sessions.unknownRegion');
  return timeZone.split('/').map((part) => part.replaceAll('_', ' ')).join(' / ');
}
