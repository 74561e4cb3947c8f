import type { Plugin } from 'vite';
import { textPart, type TextPart } from './i18n/text-parts.ts';

const PART = /\/dashboard\/i18n\/locales\/[\w-]+\.json\?texts=(first|rest)$/;

/** `locales/xx.json?texts=first|rest`: that part of the language's texts (i18n/text-parts.ts), as a module. */
export function splitTexts(): Plugin {
  return {
    name: 'merchant:split-texts',
    enforce: 'pre',
    transform(code, id) {
      const part = PART.exec(id.replaceAll('\\', '/'))?.[1] as TextPart | undefined;
      return part ? { code: `export default ${JSON.stringify(textPart(JSON.parse(code), part))};`, map: null } : undefined;
    },
  };
}
