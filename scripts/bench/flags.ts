/** What every bench with shops on both engines takes: the engines, and where its data is kept. */
export interface EngineFlags {
  engines: ('sqlite' | 'postgres')[];
  keep: boolean;
  /** Where each engine's shops are kept between runs (null: a fresh temporary place each run). */
  data: string | null;
}

/**
 * Reads a bench's flags: --engine, --keep, --data and --help here, and the bench's own, each a
 * whole number (1,000,000 and 1_000_000 too) handed to its setter. An unknown flag or a bad
 * value is refused with the usage.
 */
export function parseEngineFlags(args: readonly string[], usage: string, counts: Record<string, (n: number) => void>): EngineFlags {
  const flags: EngineFlags = { engines: ['sqlite', 'postgres'], keep: false, data: null };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const setCount = counts[flag];
    if (setCount) {
      const n = Number(value().replaceAll('_', '').replaceAll(',', ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      setCount(n);
    } else if (flag === '--keep') flags.keep = true;
    else if (flag === '--data') flags.data = value();
    else if (flag === '--engine') {
      const engine = value();
      if (engine === 'both') flags.engines = ['sqlite', 'postgres'];
      else if (engine === 'sqlite' || engine === 'postgres') flags.engines = [engine];
      else throw new Error('--engine is sqlite, postgres or both');
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`unknown flag ${flag}\n${usage}`);
  }
  return flags;
}
