import { fsyncSync, mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeStream = { nfd?: number };
type NodeStreamOps = { fsync?: (stream: NodeStream) => number };

/**
 * PGlite's Node filesystem writes straight through to the data folder but never fsyncs: it has
 * no `fsync` stream operation, and PGlite starts Postgres with `-F` (fsync off). A committed
 * row then survives a crash of this process but not a power cut. This filesystem adds the
 * missing fsync so Postgres's own sync calls reach the disk.
 */
class SyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onSync: () => void,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (mod: { NODEFS: unknown }) => {
      const ops = (mod.NODEFS as { stream_ops: NodeStreamOps }).stream_ops;
      ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        this.onSync();
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}

/**
 * PGlite's start parameters with fsync on. WAL is synced with fsync(), the call the filesystem
 * above implements (fdatasync is a no-op in PGlite's Emscripten runtime).
 */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * Embedded Postgres in a data folder whose commits are on disk when a query resolves.
 * `onSync` observes each fsync (tests count them).
 */
export async function openDurablePglite(dataDir: string, onSync = () => {}): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const options: PGliteOptions = {
    fs: new SyncingNodeFS(dataDir, onSync),
    startParams: durableStartParams,
    relaxedDurability: false,
  };
  return PGlite.create(options);
}
