/** The name each result PNG is downloaded as: the image's name, ".png" for its extension; twins get " (2)", " (3)"... so the zip holds each. */
export function resultNames(uploaded: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return uploaded.map((name) => {
    const stem = name.replace(/\.[^.]*$/, '') || 'image';
    const count = (seen.get(stem.toLowerCase()) ?? 0) + 1;
    seen.set(stem.toLowerCase(), count);
    return count === 1 ? `${stem}.png` : `${stem} (${count}).png`;
  });
}
