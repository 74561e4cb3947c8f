import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder (where package.json is). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  dataDir: string;
  databaseUrl: string;
  port: number;
  host: string;
  production: boolean;
  /** SMTP connection URL; without it mail waits in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base URL of the dashboard, used in links sent by e-mail. */
  publicUrl: string;
  jobs: JobLimits;
}

/** How the job runner shares the machine (docs/jobs.md). */
export interface JobLimits {
  /** Jobs a process runs at once. */
  concurrency: number;
  /** Jobs of one merchant running at once, across processes. */
  perMerchant: number;
  /** How long a job may run before its commit. */
  timeLimitMs: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got ${text})`);
  return value;
}

/** Reads the environment once; every default keeps a fresh checkout working with no set-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data'));
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got ${env.PORT})`);
  const host = env.HOST ?? '0.0.0.0';
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'merchant.db')}`,
    port,
    host,
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Merchant System <no-reply@merchant.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jobs: {
      concurrency: positiveInteger(env, 'JOB_CONCURRENCY', 2),
      perMerchant: positiveInteger(env, 'JOB_CONCURRENCY_PER_MERCHANT', 1),
      timeLimitMs: positiveInteger(env, 'JOB_TIME_LIMIT_MINUTES', 30) * 60_000,
    },
  };
}
