export const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

export async function measured<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, wallMs: Math.round(performance.now() - started), peakRssMb: mb(Math.max(peak, process.memoryUsage.rss())) };
  } finally {
    clearInterval(sampler);
  }
}

/** The value at quantile q (0 to 1) of ascending values, nearest rank. */
export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
