import type { Plugin } from 'vite';

const IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea takes one hook, useMergeRefs, from @floating-ui/react, a single module
 * that popovers need whole: any page with a scroll area (the menu's) would load all of it
 * (14 KB compressed). The build gives it @mantine/hooks' useMergedRef, which merges refs the same way.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'merchant:scroll-area-refs',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs')) return undefined;
      if (!code.includes(IMPORT)) throw new Error('ScrollArea no longer imports useMergeRefs as scroll-area-refs.ts expects');
      return { code: code.replace(IMPORT, 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);'), map: null };
    },
  };
}
