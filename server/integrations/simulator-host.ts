import Fastify, { type FastifyInstance } from 'fastify';
import { simulatorMounts } from './simulators/mounts.ts';

/** A provider's simulator: its HTTP API under its own prefix of the one simulator host. */
export interface SimulatorMount {
  /** '/lalamove': the simulator answers under http://host:port/lalamove. */
  prefix: string;
  register(app: FastifyInstance): void | Promise<void>;
}

let host: Promise<{ url: string; app: FastifyInstance }> | undefined;

async function start(): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  // Providers sign the raw body of webhooks and some requests: every simulator reads it as text.
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
  for (const mount of simulatorMounts) await app.register(async (scoped) => mount.register(scoped), { prefix: mount.prefix });
  // SIMULATOR_PORT pins the port (npm run dev -- --simulators), so a browser can bookmark a simulator's pages.
  const address = await app.listen({ port: Number(process.env.SIMULATOR_PORT ?? 0), host: '127.0.0.1' });
  // The host lives as long as the process and never keeps it alive on its own: nor do the
  // connections it keeps open for the process's own calls (72 s of keep-alive made every CLI run that called a simulator wait that long to exit).
  app.server.unref();
  app.server.on('connection', (socket) => socket.unref());
  return { url: address, app };
}

/**
 * The address of a simulator on this process's simulator host, started on first use: one host
 * per process (the server of npm run dev -- --simulators, a test file, a CLI run), so every
 * runtime of the process sees the same simulated accounts.
 */
export async function simulatorUrl(prefix: string): Promise<string> {
  host ??= start();
  return `${(await host).url}${prefix}`;
}

/**
 * A port whose calls go to the real HTTP adapter pointed at its simulator, which starts on the
 * first call. Every member of the port must be an async method.
 */
export function onSimulator<T extends object>(prefix: string, make: (url: string) => T): T {
  let port: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, name) =>
      async (...args: unknown[]) => {
        port ??= simulatorUrl(prefix).then(make);
        const target = (await port) as Record<string | symbol, (...a: unknown[]) => unknown>;
        return target[name]!(...args);
      },
  });
}
