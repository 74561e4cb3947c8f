/** Runs work under a spinner when a person is watching (stderr is a terminal). */
export async function withSpinner<T>(label: string, work: () => Promise<T>): Promise<T> {
  if (!process.stderr.isTTY) return work();
  const { showSpinner } = await import('./ink/render.tsx');
  const stop = showSpinner(label);
  try {
    return await work();
  } finally {
    stop();
  }
}
