import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../../server/http/app.ts';
import { mb } from './measure.ts';
import { runtimeAt, type Place } from './place.ts';

/** The server on an ephemeral port; prints {port}, then stays until stdin closes and prints its memory. */
export async function serverCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  const app = await buildServer(rt, { logger: false, dashboardDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
  process.stdin.resume();
  await once(process.stdin, 'end');
  await app.close();
  await rt.close();
  return { case: 'server', maxRssMb: mb(process.resourceUsage().maxRSS * 1024) };
}
