import { buildNode, staleness } from '../../scripts/build/node-bundle.js';

/**
 * The CLI tests run the compiled `merchant` (cli/bin.js runs dist/node): compile it once per run
 * when its sources changed, before the test files start it side by side.
 */
export default async function setup() {
  if (staleness()) await buildNode();
}
