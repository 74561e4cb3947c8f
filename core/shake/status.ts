import { AppError } from '../shared/errors.ts';
import { SHAKE_MESSAGES } from './constants.ts';

export const SHAKE_STATUSES = ['pending', 'running', 'stopped', 'ended', 'expired'] as const;
export type ShakeStatus = (typeof SHAKE_STATUSES)[number];
/** What the row stores; ended and expired follow from the campaign's days. */
export type StoredShakeStatus = 'pending' | 'running' | 'stopped';

/**
 * The whole machine (platform.md section 4): pending until Start (running) or until its last day
 * passes unstarted (expired); running until Stop (stopped) or its last day passes (ended).
 * Stopped, ended and expired are final: Stop cannot be undone, nothing restarts.
 */
export const SHAKE_TRANSITIONS = {
  pending: ['running', 'expired'],
  running: ['stopped', 'ended'],
  stopped: [],
  ended: [],
  expired: [],
} as const satisfies Record<ShakeStatus, readonly ShakeStatus[]>;

export const canMove = (from: ShakeStatus, to: ShakeStatus): boolean => (SHAKE_TRANSITIONS[from] as readonly ShakeStatus[]).includes(to);

/** A move the merchant asks for (Start, Stop); anything the table does not allow is refused. */
export function move(from: ShakeStatus, to: ShakeStatus): ShakeStatus {
  if (!canMove(from, to)) throw new AppError('SHAKE.INVALID_TRANSITION', SHAKE_MESSAGES.invalidTransition, 'conflict');
  return to;
}

/** The status a campaign shows on a calendar day of the merchant ('YYYY-MM-DD' compares as text). */
export function effectiveStatus(stored: StoredShakeStatus, endsOn: string, today: string): ShakeStatus {
  if (stored === 'stopped' || today <= endsOn) return stored;
  return stored === 'running' ? 'ended' : 'expired';
}

/** Only a pending campaign is edited: once started it runs as set (platform.md section 4). */
export const isEditable = (status: ShakeStatus): boolean => status === 'pending';

/** Whole days from today to the first day, for "starts in N days" (0 on or after it). */
export function startsInDays(startsOn: string, today: string): number {
  const days = Math.round((Date.parse(`${startsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}
