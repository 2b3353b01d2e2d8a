/** Module Federation settings shared by the remotes' builds and the host (DESIGN.md §3, §8). */
export const federation = {
  /** Where the site finds its remotes at run time: remote name -> entry URL on the CDN. */
  manifestPath: '/remotes.json',
  /**
   * How long the host waits for a remote's entry and exposed module before showing the
   * fallback. Spec §9 allows 120000 ms for a chunk; a visitor will not wait that long for a form,
   * and a remote (React comes from the host) is a few KB, so 20 s is generous even on 3G.
   */
  remoteLoadTimeout: 20_000,
} as const;

/** The federation container name of a remote: 'fee-estimator' -> 'gw_fee_estimator'. */
export function containerName(remote: string): string {
  return `gw_${remote.replaceAll('-', '_')}`;
}
