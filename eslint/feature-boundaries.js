// @ts-check
import path from 'node:path';
import { onImportSources } from './import-sources.js';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "A feature folder's modules are imported only by that feature and by the registries allowed." },
    schema: [
      {
        type: 'object',
        properties: {
          /** The folder holding one folder per feature, from the working directory. */
          features: { type: 'string' },
          /** Files that may import any feature (the registry of features). */
          allow: { type: 'array', items: { type: 'string' } },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      feature: "The {{own}} feature imports '{{source}}' from the {{other}} feature: move what both use to a shared folder (dashboard/components or dashboard/app).",
      shared: "Shared code imports '{{source}}' from the {{other}} feature: features build on shared code, never the reverse.",
    },
  },
  create(context) {
    const { features, allow = [] } = context.options[0];
    const root = path.resolve(context.cwd, features);
    const file = path.resolve(context.cwd, context.filename);
    if (allow.some((/** @type {string} */ a) => path.resolve(context.cwd, a) === file)) return {};
    /** The feature a file lies in (its folder under root), or null. */
    const featureOf = (/** @type {string} */ target) => {
      const parts = path.relative(root, target).split(path.sep);
      return parts.length > 1 && parts[0] !== '..' && !path.isAbsolute(parts[0] ?? '') ? parts[0] : null;
    };
    const own = featureOf(file);
    return onImportSources((node, source) => {
      if (!source.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(file), source));
      if (other && other !== own) context.report({ node, messageId: own ? 'feature' : 'shared', data: { own: own ?? '', other, source } });
    });
  },
};
