import type { Plugin } from 'vite';

/**
 * What main.tsx imports: the reset and the global classes every page needs. The theme's variables
 * come from MantineProvider, all of them (app/providers.tsx), not from default-css-variables.css.
 */
export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const BASE = ['@mantine/core/styles/baseline.css', '@mantine/core/styles/global.css'];

/** Every package's whole stylesheet: what the development server serves, its dependencies being pre-bundled. */
export const WHOLE = ['@mantine/core/styles.css', '@mantine/dates/styles.css', '@mantine/notifications/styles.css', '@mantine/nprogress/styles.css', '@mantine/dropzone/styles.css', '@mantine/spotlight/styles.css', '@mantine/charts/styles.css', '@mantine/schedule/styles.css', '@mantine/tiptap/styles.css', 'mantine-datatable/styles.css'];

/**
 * The stylesheet a module of Mantine's brings: each component of @mantine/core has its own (its
 * class names live in `X.module.mjs`, its rules in `styles/X.css`); the other Mantine packages and
 * the data table have one for the whole package.
 */
export function stylesheetOf(id: string): string | undefined {
  const file = id.split('?')[0]!.replaceAll('\\', '/');
  const core = /\/node_modules\/@mantine\/core\/esm\/(?:.+\/)?([^/]+)\.module\.mjs$/.exec(file);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  const other = /\/node_modules\/(@mantine\/[^/]+)\/esm\/(?:.+\/)?[^/]+\.module\.mjs$/.exec(file);
  if (other) return `${other[1]}/styles.css`;
  if (/\/node_modules\/mantine-datatable\/dist\/index\.mjs$/.test(file)) return 'mantine-datatable/styles.css';
  return undefined;
}

/**
 * A build gives each chunk the styles of the Mantine components it holds (the module that holds
 * a component's class names imports its stylesheet), so a page loads the rules of what it shows
 * rather than all of Mantine's: the whole of them weighs more than React Router.
 */
export function mantineStyles(): Plugin {
  let serve = false;
  return {
    name: 'merchant:mantine-styles',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === MANTINE_STYLES_ID ? `\0${MANTINE_STYLES_ID}` : undefined),
    load(id) {
      if (id !== `\0${MANTINE_STYLES_ID}`) return undefined;
      return (serve ? WHOLE : BASE).map((sheet) => `import '${sheet}';`).join('\n');
    },
    transform(code, id) {
      if (serve) return undefined;
      const sheet = stylesheetOf(id);
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : undefined;
    },
  };
}
