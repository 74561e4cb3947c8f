import type { SimulatorMount } from '../simulator-host.ts';

/** Every HTTP simulator, each under its own prefix of the simulator host (docs/integrations.md). */
export const simulatorMounts: SimulatorMount[] = [];
