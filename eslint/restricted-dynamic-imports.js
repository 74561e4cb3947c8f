// @ts-check
import { literalText } from './import-sources.js';

/**
 * A pattern of no-restricted-imports as a regular expression. The patterns are gitignore globs
 * ('**' any folders, '*' within a name), matched against the module name as written.
 * @param {string} glob
 */
function globToRegExp(glob) {
  const parts = glob.split('/');
  const body = parts
    .map((part, i) => {
      const last = i === parts.length - 1;
      if (part === '**') return last ? '.*' : '(?:[^/]*/)*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*') + (last ? '' : '/');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Applies no-restricted-imports' patterns to import(), which that rule does not see." },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                group: { type: 'array', items: { type: 'string', pattern: '^[^!]' }, minItems: 1 },
                message: { type: 'string' },
                // Accepted so that both rules take the same patterns; an import() always loads code.
                allowTypeImports: { type: 'boolean' },
              },
              required: ['group'],
              additionalProperties: false,
            },
          },
        },
        required: ['patterns'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{source}}' import is restricted from being used by a pattern. {{message}}" },
  },
  create(context) {
    /** @type {{ group: string[], message?: string }[]} */
    const patterns = context.options[0].patterns;
    const groups = patterns.map((p) => ({ message: p.message, regexps: p.group.map(globToRegExp) }));
    // Static imports and exports are no-restricted-imports' own.
    return {
      /** @param {any} node */
      ImportExpression(node) {
        const source = literalText(node.source);
        const group = source === null ? undefined : groups.find((g) => g.regexps.some((r) => r.test(source)));
        if (group) context.report({ node: node.source, messageId: 'restricted', data: { source, message: group.message ?? '' } });
      },
    };
  },
};
