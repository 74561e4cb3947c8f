// @ts-check

/**
 * The text of a module name written as a string or a template without placeholders; null when computed.
 * @param {any} node
 * @returns {string | null}
 */
export function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/**
 * ESLint listeners that call visit for every module a file names: `import … from`,
 * `export … from` and `import()`. (Types written as `import('…')` are refused everywhere by
 * consistent-type-imports.)
 * @param {(node: any, source: string) => void} visit
 */
export function onImportSources(visit) {
  /** @param {any} node */
  const check = (node) => {
    const text = literalText(node);
    if (text !== null) visit(node, text);
  };
  /** @param {any} node */
  const named = (node) => check(node.source);
  return { ImportDeclaration: named, ExportNamedDeclaration: named, ExportAllDeclaration: named, ImportExpression: named };
}
