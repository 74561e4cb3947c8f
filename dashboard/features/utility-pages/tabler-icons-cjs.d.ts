// The icon package's CommonJS build, read whole by the developer icon pages (icons-page.tsx).
declare module '@tabler/icons-react/dist/cjs/tabler-icons-react.cjs' {
  const icons: Record<string, unknown>;
  export = icons;
}
