import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll } from 'vitest';

const TLS = path.join(import.meta.dirname, '..', 'fixtures', 'web-push-tls');
const cert = readFileSync(path.join(TLS, 'cert.pem'));

/** What the local push service received: the request line, its headers and its body. */
export interface PushedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 over https (a self-signed certificate of tests/fixtures, which
 * `agent` trusts), standing in for a browser vendor's: it records each request and answers with
 * the status given for its path (201 when none). Closed after the file's tests.
 */
export async function startPushService() {
  const requests: PushedRequest[] = [];
  const statusByPath = new Map<string, number>();
  const server = createServer({ cert, key: readFileSync(path.join(TLS, 'key.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusByPath.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, statusByPath, agent: new Agent({ ca: cert }) };
}

/** A browser's subscription keys (P-256 and a 16-byte auth secret), and the decryption of what was pushed to it. */
export function subscriberKeys() {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url'), decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, auth) };
}

/**
 * RFC 8291 / RFC 8188 as a browser decrypts: the header (salt, record size, the sender's key),
 * the shared secret with the sender's key, the keys derived with the auth secret, then the one
 * record with its padding delimiter (2) removed.
 */
function decryptAes128gcm(body: Buffer, receiver: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** The VAPID Authorization header's claims, after checking its ES256 signature with the key it names (k=). */
export function vapidClaims(authorization: string): { publicKey: string; claims: { aud: string; sub: string; exp: number } } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('bad VAPID signature');
  return { publicKey: match[2]!, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number } };
}
