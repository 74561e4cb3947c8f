export interface CountProgress {
  update(done: number, total: number): void;
  stop(): void;
}

/** A progress bar over a count (codes, rows) when a person is watching (stderr is a terminal); otherwise nothing. */
export async function startCountProgress(label: string, unit: string, total: number): Promise<CountProgress> {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const { showCountProgress } = await import('./ink/count-progress.tsx');
  return showCountProgress(label, unit, total);
}
