// A widget's script tag loads a classic script, so the embed snippet stays one plain
// <script src>, and that script is the widget's entry itself: the first load is one file, with
// no loader and no second request before the widget shows (issue 14). The build makes each
// widget as ES modules (the entry, and the chunks it loads on first use); this file turns the
// entry into that classic script and points its chunks at it:
// - the entry runs in a strict function; what it exports for its chunks (Preact, the kit's
//   common parts) goes into one global record, under the entry's content-hashed name;
// - its `import("./<chunk>.js")` imports `modules/<chunk>.js` beside the script's own address
//   (read while it runs): relative to itself, a classic script from another origin (the CDN,
//   without `crossorigin`) resolves against about:blank, and the import fails;
// - a chunk's `import { … } from "./<entry>.js"` becomes a read of that record.
// Anything else (a static import in the entry, `import.meta` in it, an exported binding the
// entry reassigns) fails the build rather than run wrong.
import { parseAst } from 'vite';

/** The global where entries leave what their chunks import from them. */
export const sharedGlobal = '__groundworkShared';

/** Every node of an ESTree, depth first. */
function* nodesOf(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if (typeof node.type === 'string') yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value && typeof value === 'object') yield* nodesOf(value);
  }
}

/** Applies [start, end, text] replacements (non-overlapping) to `code`. */
export function edit(code, edits) {
  let result = code;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

const functionTypes = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** Names a pattern (a parameter, a declarator's id) binds. */
function* boundNames(pattern) {
  if (!pattern) return;
  if (pattern.type === 'Identifier') yield pattern.name;
  else if (pattern.type === 'AssignmentPattern') yield* boundNames(pattern.left);
  else if (pattern.type === 'RestElement') yield* boundNames(pattern.argument);
  else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) yield* boundNames(e);
  else if (pattern.type === 'ObjectPattern') {
    for (const p of pattern.properties) yield* boundNames(p.type === 'RestElement' ? p : p.value);
  }
}

/**
 * The names a function (a class method's too) declares: its parameters, a named function
 * expression's own name, and every declaration in its body, including those of the functions
 * and blocks nested in it. Over-collecting errs towards "shadowed", which could only hide a
 * reassignment of a name the same function also declares somewhere inside: minified code reuses
 * a name across functions, not within one.
 */
function declaredIn(fn) {
  const names = new Set(fn.params.flatMap((param) => [...boundNames(param)]));
  if (fn.type === 'FunctionExpression' && fn.id) names.add(fn.id.name);
  for (const node of nodesOf(fn.body)) {
    if (node.type === 'VariableDeclarator') for (const n of boundNames(node.id)) names.add(n);
    if (node.type === 'FunctionDeclaration' && node.id) names.add(node.id.name);
    if (node.type === 'ClassDeclaration' && node.id) names.add(node.id.name);
    if (node.type === 'CatchClause') for (const n of boundNames(node.param)) names.add(n);
  }
  return names;
}

/**
 * Top-level names assigned inside a function where they are not shadowed: assignments the entry
 * makes while it first runs (a minifier's `var o; … o = {…}`) are done before its record is made.
 */
function reassignedTopLevel(ast) {
  const assigned = new Set();
  const walk = (node, shadowed) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, shadowed);
      return;
    }
    // `shadowed` is null at the top level, outside every function.
    let inner = shadowed;
    if (functionTypes.has(node.type)) inner = new Set([...(shadowed ?? []), ...declaredIn(node)]);
    const target =
      node.type === 'AssignmentExpression'
        ? node.left
        : node.type === 'UpdateExpression'
          ? node.argument
          : null;
    if (target?.type === 'Identifier' && inner && !inner.has(target.name))
      assigned.add(target.name);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && value && typeof value === 'object') walk(value, inner);
    }
  };
  walk(ast.body, null);
  return assigned;
}

/** The value of a string literal or of a template literal without expressions. */
function constantString(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return undefined;
}

/**
 * The entry's parameter holding its script's address (no minified name is this long); the
 * widgets' outbox loader (src/embed/lazyOutbox.ts) finds outbox.js beside it.
 */
const scriptUrl = '__groundworkScript';

const recordOf = (entryFile) => `globalThis.${sharedGlobal}[${JSON.stringify(entryFile)}]`;

/**
 * The classic script of the entry module `entryFile` (its `code`), whose chunks are `chunkFiles`.
 * `banner` opens it (a comment naming the widget). With `alongside` (a module every chunk
 * imports: the shared Preact runtime), each chunk's import starts that module's too, so the two
 * load side by side rather than one after the other.
 */
export function classicEntry(code, entryFile, chunkFiles, banner, alongside) {
  const ast = parseAst(code);
  const edits = [];
  let exported = [];
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') {
      throw new Error(`${entryFile}: a widget's entry cannot import statically`);
    }
    if (node.type === 'ExportDefaultDeclaration' || node.declaration || node.source) {
      throw new Error(`${entryFile}: unexpected export form`);
    }
    if (node.type === 'ExportNamedDeclaration') {
      exported = node.specifiers.map((s) => [s.exported.name, s.local.name]);
      edits.push([node.start, node.end, '']);
    }
  }
  const reassigned = reassignedTopLevel(ast);
  for (const [name, local] of exported) {
    if (reassigned.has(local)) throw new Error(`${entryFile}: exports ${name}, which it reassigns`);
  }
  for (const node of nodesOf(ast.body)) {
    if (node.type === 'MetaProperty') throw new Error(`${entryFile}: uses import.meta`);
    const specifier = node.type === 'ImportExpression' ? constantString(node.source) : undefined;
    if (specifier === undefined) continue;
    const chunk = specifier.replace(/^\.\//, '');
    if (!chunkFiles.includes(chunk)) throw new Error(`${entryFile}: imports unknown ${chunk}`);
    const url = (file) => `new URL(${JSON.stringify(`modules/${file}`)},${scriptUrl}).href`;
    // The chunk's own import reports a failure of `alongside`: this copy's is left unheard.
    const before = alongside ? `import(${url(alongside)}).catch(()=>{}),` : '';
    edits.push([node.start, node.end, `(${before}import(${url(chunk)}))`]);
  }
  // The first copy of a file included twice keeps the record: only the first copy boots.
  const record = exported.length
    ? `globalThis.${sharedGlobal}=globalThis.${sharedGlobal}||{};${recordOf(entryFile)}=${recordOf(entryFile)}||{${exported.map(([name, local]) => `${JSON.stringify(name)}:${local}`).join(',')}};`
    : '';
  return `${banner}(function(${scriptUrl}){"use strict";${edit(code, edits).trim()}\n${record}})(document.currentScript&&document.currentScript.src||location.href);\n`;
}

/** Chunk `code` with its imports from entry module `entryFile` read from the entry's record. */
export function chunkOfClassicEntry(code, entryFile) {
  const ast = parseAst(code);
  const edits = [];
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== `./${entryFile}`) continue;
    const bindings = node.specifiers.map((specifier) => {
      if (specifier.type !== 'ImportSpecifier')
        throw new Error(`unexpected import of ${entryFile}`);
      return `${JSON.stringify(specifier.imported.name)}:${specifier.local.name}`;
    });
    edits.push([node.start, node.end, `const{${bindings.join(',')}}=${recordOf(entryFile)};`]);
  }
  return edit(code, edits);
}
