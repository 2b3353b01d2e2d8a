/**
 * Reads a runtime setting. Browser builds get `GW_*` values compiled in by Vite (envPrefix 'GW_');
 * Node reads process.env at start. Nothing secret belongs here: it may end up in browser code.
 * Marked free of side effects so bundles drop the settings they never read.
 */
/*#__NO_SIDE_EFFECTS__*/
export function readEnv(name: `GW_${string}`): string | undefined {
  const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env;
  const fromVite = viteEnv?.[name];
  if (fromVite) return fromVite;
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  const fromNode = proc?.env?.[name];
  return fromNode || undefined;
}
