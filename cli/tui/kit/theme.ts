/**
 * The screens' few colours. NO_COLOR (https://no-color.org) turns every one off, whatever the
 * terminal supports; emphasis is then bold and inverse only, which NO_COLOR allows.
 */
export interface Theme {
  accent: string | undefined;
  dim: boolean;
  good: string | undefined;
  bad: string | undefined;
  warn: string | undefined;
}

export function themeFor(env: NodeJS.ProcessEnv = process.env): Theme {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return { accent: undefined, dim: false, good: undefined, bad: undefined, warn: undefined };
  return { accent: 'cyan', dim: true, good: 'green', bad: 'red', warn: 'yellow' };
}
