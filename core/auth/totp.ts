import { generateSecret, generateURI, verify, generate } from 'otplib';

const ISSUER = 'Merchant System';
const STEP_SECONDS = 30;
/** One step either side, for clock drift. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export async function totpSetup(secret: string, account: string): Promise<{ secret: string; otpauthUri: string; qrDataUrl: string }> {
  const otpauthUri = generateURI({ issuer: ISSUER, label: account, secret });
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/**
 * Checks a 6-digit code at instant now, one 30-second step either side for clock drift.
 * Returns the accepted time step (store it: codes at or before it are refused next time), or null.
 */
export async function checkTotp(secret: string, code: string, now: Date, afterTimeStep: number | null): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  // The last accepted step can be ahead of this clock (a server whose clock lags another's):
  // then no code is newer yet, and otplib would throw instead of answering.
  if (afterTimeStep !== null && afterTimeStep >= Math.floor((epoch + TOLERANCE_SECONDS) / STEP_SECONDS)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep !== null && { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at instant now (tests and the CLI's self-check use it). */
export const totpCode = (secret: string, now: Date): Promise<string> => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
