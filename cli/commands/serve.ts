import type { Command } from 'commander';
import { PRODUCT_TITLE } from '../../core/platform/version.ts';
import { operatorConfig } from '../connection/operator.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the web server and the dashboard on the local database (like npm start)')
    .option('--port <port>', 'port to listen on (default PORT, or 3000; 0 picks a free one)', wholeNumber(0, 65535))
    .action(async (opts: { port?: number }, command: Command) => {
      const globals = globalsOf(command);
      // Through PORT, so that links in e-mails (PUBLIC_URL's default) name the same port.
      const config = operatorConfig(globals, 'serve', { ...process.env, ...(opts.port !== undefined && { PORT: String(opts.port) }) });
      const { serve, stopOnSignals } = await import('../../server/boot/serve.ts');
      const serving = await serve(config);
      stopOnSignals(serving);
      const url = serving.url;
      const demo = serving.demo ? [text(`Demo sign-in: username "${serving.demo.username}", password "${serving.demo.password}"`)] : [];
      await show(globals, { url, demo: serving.demo }, () => [text(`${PRODUCT_TITLE} is running at ${url}`), ...demo]);
    });
}
