import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A session token saved by `merchant login` for one target. */
export interface StoredLogin {
  token: string;
  username: string;
  savedAt: string;
}

interface CredentialsFile {
  targets: Record<string, StoredLogin>;
  /**
   * Device tokens by target, then login ID (lower case): sent with every login, they mark this
   * machine as known to the account. Kept after logout.
   */
  devices: Record<string, Record<string, string>>;
}

export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.MERCHANT_CONFIG_DIR ?? path.join(os.homedir(), '.config', 'merchant'), 'credentials.json');
}

function readFile(file: string): CredentialsFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { targets: {}, devices: {} };
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<CredentialsFile>;
    return { targets: parsed.targets ?? {}, devices: parsed.devices ?? {} };
  } catch {
    throw new Error(`The credentials file ${file} is not valid JSON; delete it and log in again.`);
  }
}

/** Writes through a temporary file so a crash never leaves half a file; tokens stay readable by their owner only. */
function writeFile(file: string, content: CredentialsFile): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

export function storedLogin(key: string): StoredLogin | null {
  return readFile(credentialsPath()).targets[key] ?? null;
}

/** Saves a login and the device token its sign-in answered with. */
export function saveLogin(key: string, login: StoredLogin, deviceToken: string): void {
  const file = credentialsPath();
  const content = readFile(file);
  const devices = { ...content.devices[key], [login.username.toLowerCase()]: deviceToken };
  writeFile(file, { targets: { ...content.targets, [key]: login }, devices: { ...content.devices, [key]: devices } });
}

export function storedDeviceToken(key: string, username: string): string | undefined {
  return readFile(credentialsPath()).devices[key]?.[username.trim().toLowerCase()];
}

export function forgetLogin(key: string): void {
  const file = credentialsPath();
  const { targets, devices } = readFile(file);
  const { [key]: _removed, ...kept } = targets;
  writeFile(file, { targets: kept, devices });
}
