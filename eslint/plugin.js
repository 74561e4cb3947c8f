// @ts-check
import featureBoundaries from './feature-boundaries.js';
import noImportCycles from './no-import-cycles.js';
import restrictedDynamicImports from './restricted-dynamic-imports.js';

/** The project's own rules that keep the layers of docs/architecture.md apart. */
export default {
  meta: { name: 'layers' },
  rules: {
    'restricted-dynamic-imports': restrictedDynamicImports,
    'no-import-cycles': noImportCycles,
    'feature-boundaries': featureBoundaries,
  },
};
