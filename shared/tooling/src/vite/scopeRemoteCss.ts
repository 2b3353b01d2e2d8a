import postcss, { type Node, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Confines one selector to a remote's subtree: it then matches only the scope element and its
 * descendants, with no added specificity (:where). `:root`/`:host` (Tailwind's theme variables)
 * become the scope itself. Selectors already scoped (the reset) are left alone.
 */
export function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  const within = `:where(${scope},${scope} *)`;
  if (trimmed.includes(scope)) return trimmed;
  if (trimmed === ':root' || trimmed === ':host') return scope;
  if (trimmed.startsWith('*')) return `${within}${trimmed.slice(1)}`;
  const tag = /^[a-zA-Z][\w-]*/.exec(trimmed);
  if (tag) return `${tag[0]}${within}${trimmed.slice(tag[0].length)}`;
  return `${within}${trimmed}`;
}

function insideKeyframes(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent as Node | undefined; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test((node as { name?: string }).name ?? '')) {
      return true;
    }
  }
  return false;
}

/** Rewrites every style rule of a stylesheet with scopeSelector. */
export function scopeCss(css: string, scope: string): string {
  return postcss([
    {
      postcssPlugin: 'gw-scope-remote-css',
      Rule(rule) {
        if (insideKeyframes(rule)) return;
        const scoped = rule.selectors.map((selector) => scopeSelector(selector, scope));
        // Idempotent: reassigning an unchanged list would re-trigger this visitor forever.
        if (scoped.join() !== rule.selectors.join()) rule.selectors = scoped;
      },
    },
  ]).process(css, { from: undefined }).css;
}

/**
 * Remote CSS must not restyle the host: Tailwind utilities emitted by a remote would otherwise
 * override the host's responsive variants of the same class (a later `.w-full` beats an earlier
 * `sm:w-auto` in the same layer). Scoping every rule to `.gw-remote` keeps them inside.
 */
export function scopeRemoteCss(scope = '.gw-remote'): Plugin {
  return {
    name: 'gw-scope-remote-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = scopeCss(String(file.source), scope);
        }
      }
    },
  };
}
