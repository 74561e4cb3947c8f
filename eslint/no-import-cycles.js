// @ts-check
import path from 'node:path';
import { ModuleGraph } from './module-graph.js';

/** One graph per process and working directory: every linted file reads the same modules. */
/** @type {Map<string, ModuleGraph>} */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No cycle of runtime imports among the project modules (imports of types only do not count).' },
    schema: [
      {
        type: 'object',
        properties: {
          /** Folders, from the working directory, whose modules are not followed (generated code, which imports none of ours). */
          skip: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{chain}}. Move what the modules share into a module that none of them imports.' },
  },
  create(context) {
    const cwd = context.cwd;
    const skip = /** @type {string[]} */ (context.options[0]?.skip ?? []).map((folder) => path.resolve(cwd, folder) + path.sep);
    const key = `${cwd}\0${skip.join('\0')}`;
    let graph = graphs.get(key);
    if (!graph) {
      const outside = (/** @type {string} */ file) => !file.startsWith(cwd + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`) || skip.some((s) => file.startsWith(s));
      graph = new ModuleGraph(outside);
      graphs.set(key, graph);
    }
    const modules = graph;
    const file = path.resolve(cwd, context.filename);
    return {
      Program() {
        const edges = modules.edgesOf(file, context.sourceCode.text);
        const component = modules.cycleOf(file);
        if (!component) return;
        const name = (/** @type {string} */ f) => path.relative(cwd, f);
        for (const edge of edges) {
          if (!component.has(edge.file)) continue;
          const chain = [file, ...modules.path(edge.file, file, component)].map(name).join(' → ');
          const loc = { start: context.sourceCode.getLocFromIndex(edge.start), end: context.sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'cycle', data: { chain } });
        }
      },
    };
  },
};
