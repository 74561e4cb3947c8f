import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets that must be read back (two-factor keys) are sealed with AES-256-GCM. The key comes
 * from MERCHANT_SECRET_KEY, or from DATA_DIR/secret.key, created on first use. Several servers
 * sharing one database must share the key: set MERCHANT_SECRET_KEY on each.
 */
export function loadSecretKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.MERCHANT_SECRET_KEY) return createHash('sha256').update(env.MERCHANT_SECRET_KEY).digest();
  const file = path.join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest();
}

export function seal(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function unseal(sealed: string, key: Buffer): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed-secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
