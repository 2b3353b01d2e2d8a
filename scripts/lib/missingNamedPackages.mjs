// Named packages a delivery does not ship (DESIGN.md §13: each is used for its job wherever that
// job is done). A delivery ships a package when its shipped code imports it, or imports a
// workspace package it depends on that ships it, and so on down the workspace graph.
import { importsOf, packageOf } from './imports.mjs';
import { isShipped } from './namedStack.mjs';

/** Type-only imports and re-exports: they ship nothing. */
const typeOnly = /(^|[\n;])\s*(?:import|export)\s+type\s[^;'"]*?\sfrom\s*['"][^'"]+['"]/g;

/** The packages the shipped code of each workspace imports: name → Set of package names. */
function shippedImports(packages, files) {
  const imported = new Map(packages.map(({ name }) => [name, new Set()]));
  for (const [file, code] of files) {
    const owner = packages.find(({ dir }) => isShipped(file, dir));
    if (!owner) continue;
    for (const specifier of importsOf(code.replace(typeOnly, '$1'))) {
      const name = packageOf(specifier);
      if (name && name !== owner.name) imported.get(owner.name)?.add(name);
    }
  }
  return imported;
}

/** Every package `name` ships: its own imports, then those of the workspace packages it uses. */
function shipped(name, packages, imported, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const own = packages.find((pkg) => pkg.name === name);
  for (const target of imported.get(name) ?? []) {
    const declared = own?.dependencies.includes(target);
    const workspace = imported.has(target);
    if (workspace && declared) shipped(target, packages, imported, seen);
    else seen.add(target);
  }
  return seen;
}

/** Whether a workspace dir is one of a delivery's `dirs` ('remotes/*': every one below). */
const inDelivery = (dirs, dir) =>
  dirs.some((pattern) =>
    pattern.endsWith('/*') ? dir.startsWith(pattern.slice(0, -1)) : dir === pattern,
  );

/**
 * `delivery (dirs): no shipped file imports name, …` for each package of `uses` (namedPackageUses) a delivery's
 * shipped code reaches neither directly nor through its workspace dependencies. `packages` as
 * workspacePackages() gives them, `files` path → code.
 */
export function missingNamedPackages(packages, files, uses) {
  const imported = shippedImports(packages, files);
  return uses.flatMap(({ delivery, dirs, packages: needed }) => {
    const members = packages.filter(({ dir }) => inDelivery(dirs, dir));
    const reached = new Set(members.flatMap(({ name }) => [...shipped(name, packages, imported)]));
    const through = [...reached].filter(
      (name) => imported.has(name) && !members.some((pkg) => pkg.name === name),
    );
    const where = `${delivery} (${members.map(({ dir }) => dir).join(', ')})`;
    const nor =
      through.length > 0
        ? `, nor do those of the workspace packages reached (${through.sort().join(', ')})`
        : '';
    return needed
      .filter((name) => !reached.has(name))
      .map((name) => `${where}: no shipped file imports ${name}${nor}`);
  });
}
