// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A runtime import of one of the project's modules: the file it names and where its name stands. */
/** @typedef {{ file: string, start: number, end: number }} Edge */
/** @typedef {{ mtimeMs: number, text: string, edges: Edge[] }} Module */

const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * The module file a relative name resolves to, or null (a package, JSON, CSS, a file that is not
 * there). A '.js' name may stand for its '.ts' source, as in TypeScript's bundler resolution.
 * @param {string} from
 * @param {string} name
 */
function resolveModule(from, name) {
  if (!name.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), name);
  if (!SCRIPT.test(target)) return null;
  if (existsSync(target)) return target;
  const source = target.replace(/\.([cm]?)js(x?)$/, '.$1ts$2');
  return source !== target && existsSync(source) ? source : null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/**
 * Whether the words of an import or export before its module name bring in types only:
 * `import type …`, `export type …`, or braces whose every name is marked `type`. Those are erased.
 * @param {string} clause
 */
function typeOnly(clause) {
  if (/^(?:import|export) type (?!from\b|as\b|=|,)/.test(clause)) return true;
  const braces = /^(?:import|export) ?\{([^{}]*)\} ?from$/.exec(clause);
  const names = braces?.[1]?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  return names.length > 0 && names.every((name) => /^type (?!as\b)[\w$]/.test(name));
}

const WORD = /[\w$]/;

/** Where the last `import` or `export` before pos begins, as a word of its own (not `exportRows`). */
function keywordBefore(/** @type {string} */ text, /** @type {number} */ pos) {
  let found = -1;
  for (const word of ['import', 'export']) {
    for (let at = text.lastIndexOf(word, pos); at > found; at = at > 0 ? text.lastIndexOf(word, at - 1) : -1) {
      if (!WORD.test(text[at - 1] ?? '') && !WORD.test(text[at + word.length] ?? '')) {
        found = at;
        break;
      }
    }
  }
  return found;
}

/**
 * The project modules a file imports at run time: imports and re-exports that bring in a value,
 * and `import()` of a written name. TypeScript's preprocessor finds the module names by scanning,
 * in a quarter of a parse's time; the words between the `import` or `export` and each name tell
 * whether it brings in types only.
 * @param {string} file
 * @param {string} text
 * @returns {Edge[]}
 */
export function runtimeImports(file, text) {
  /** @type {Edge[]} */
  const edges = [];
  for (const { fileName, pos } of ts.preProcessFile(text, true, false).importedFiles) {
    const target = resolveModule(file, fileName);
    if (!target) continue;
    const clause = text.slice(keywordBefore(text, pos), pos).replace(COMMENTS, ' ').replace(/\s+/g, ' ').trim();
    if (!/^import ?\($/.test(clause) && typeOnly(clause)) continue;
    // pos is the opening quote's.
    edges.push({ file: target, start: pos, end: pos + fileName.length + 2 });
  }
  return edges;
}

/**
 * The import graph of the project's modules, read as far as the linted files reach, with its
 * strongly connected components (Tarjan): a module imports itself, through others, exactly when
 * its component has more than one module (or it imports itself directly).
 */
export class ModuleGraph {
  /** @param {(file: string) => boolean} skipped files not read (generated code, which imports none of ours) */
  constructor(skipped) {
    this.skipped = skipped;
    /** @type {Map<string, Module>} */
    this.modules = new Map();
    /** @type {Map<string, Set<string>>} */
    this.components = new Map();
  }

  /** The runtime imports of a file as linted now (its text may not be saved yet). */
  edgesOf(/** @type {string} */ file, /** @type {string} */ text) {
    const known = this.modules.get(file);
    if (known?.text === text) return known.edges;
    const edges = runtimeImports(file, text).filter((e) => !this.skipped(e.file));
    // A file that imports differently from what the components were built from: rebuild them,
    // rereading the files changed on disk since (an editor lints a file as it is being changed).
    if (known && !sameTargets(known.edges, edges)) this.forgetChanged();
    this.modules.set(file, { mtimeMs: mtime(file), text, edges });
    return edges;
  }

  /** The files of file's component, when it lies on a cycle; null otherwise. */
  cycleOf(/** @type {string} */ file) {
    if (!this.components.has(file)) this.connect(file);
    const component = this.components.get(file);
    return component && (component.size > 1 || this.read(file).edges.some((e) => e.file === file)) ? component : null;
  }

  /** The shortest chain of imports from one module of a component to another (the same one: itself), both included. */
  path(/** @type {string} */ from, /** @type {string} */ to, /** @type {Set<string>} */ component) {
    /** @type {Map<string, string | null>} */
    const previous = new Map([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length && !previous.has(to); i++) {
      for (const { file: next } of this.read(/** @type {string} */ (queue[i])).edges) {
        if (component.has(next) && !previous.has(next)) {
          previous.set(next, /** @type {string} */ (queue[i]));
          queue.push(next);
        }
      }
    }
    const chain = [];
    for (let at = /** @type {string | null | undefined} */ (to); at; at = previous.get(at)) chain.unshift(at);
    return chain;
  }

  /** @param {string} file */
  read(file) {
    let module = this.modules.get(file);
    if (!module) {
      // A file deleted since an import of it was read imports nothing.
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      module = { mtimeMs: mtime(file), text, edges: runtimeImports(file, text).filter((e) => !this.skipped(e.file)) };
      this.modules.set(file, module);
    }
    return module;
  }

  /** Tarjan's algorithm from file over the modules not yet in a component (theirs are final). */
  connect(/** @type {string} */ root) {
    let counter = 0;
    /** @type {Map<string, { index: number, low: number }>} */
    const marks = new Map();
    /** @type {string[]} */
    const stack = [];
    const onStack = new Set();
    /** @param {string} file */
    const visit = (file) => {
      const mark = { index: counter, low: counter++ };
      marks.set(file, mark);
      stack.push(file);
      onStack.add(file);
      for (const { file: next } of this.read(file).edges) {
        if (this.components.has(next)) continue;
        const seen = marks.get(next);
        if (!seen) {
          visit(next);
          mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (marks.get(next)).low);
        } else if (onStack.has(next)) mark.low = Math.min(mark.low, seen.index);
      }
      if (mark.low !== mark.index) return;
      const component = new Set();
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.add(member);
      } while (member !== file);
      for (const m of component) this.components.set(m, component);
    };
    visit(root);
  }

  forgetChanged() {
    this.components.clear();
    for (const [file, module] of this.modules) if (mtime(file) !== module.mtimeMs) this.modules.delete(file);
  }
}

/** @param {string} file */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** @param {Edge[]} a @param {Edge[]} b */
const sameTargets = (a, b) => a.length === b.length && a.every((e, i) => e.file === b[i]?.file);
