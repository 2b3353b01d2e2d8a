import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './loadRemoteModule.ts';

/** A fake federation runtime and remotes.json: what the loader asks of them, and when. */
const fake = vi.hoisted(() => ({
  manifestReads: 0,
  forgotten: 0,
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));

vi.mock('./remotesManifest.ts', () => ({
  fetchRemotesManifest: async () => {
    fake.manifestReads += 1;
    return { 'demo-modal': 'https://cdn.test/remotes/demo-modal/1.0.0/mf-manifest.json' };
  },
  forgetRemotesManifest: () => {
    fake.forgotten += 1;
  },
}));

vi.mock('./federationRuntime.ts', () => ({
  federationRuntime: async () => ({
    registerRemotes: fake.registerRemotes,
    loadRemote: fake.loadRemote,
  }),
}));

const entry = {
  name: 'gw_demo_modal',
  entry: 'https://cdn.test/remotes/demo-modal/1.0.0/mf-manifest.json',
  type: 'module',
};

describe('loadRemoteModule after a failure', () => {
  beforeEach(() => {
    fake.manifestReads = 0;
    fake.forgotten = 0;
    fake.registerRemotes.mockReset();
    fake.loadRemote.mockReset();
  });

  it('keeps nothing: reads remotes.json again and registers the remote afresh (force)', async () => {
    fake.loadRemote.mockRejectedValueOnce(new Error('#RUNTIME-003 mf-manifest.json failed'));
    await expect(loadRemoteModule('demo-modal', './DemoModal')).rejects.toThrow('#RUNTIME-003');
    expect(fake.forgotten).toBe(1);

    fake.loadRemote.mockResolvedValueOnce({ DemoModal: 'the component' });
    await expect(loadRemoteModule('demo-modal', './DemoModal')).resolves.toEqual({
      DemoModal: 'the component',
    });
    expect(fake.manifestReads).toBe(2);
    // The runtime drops its module, entry and manifest of a remote registered with force.
    expect(fake.registerRemotes.mock.calls).toEqual([
      [[entry], { force: false }],
      [[entry], { force: true }],
    ]);
    expect(fake.loadRemote).toHaveBeenLastCalledWith('gw_demo_modal/DemoModal');

    // Loaded: the next load registers nothing again.
    fake.loadRemote.mockResolvedValueOnce({ DemoModal: 'the component' });
    await loadRemoteModule('demo-modal', './DemoModal');
    expect(fake.registerRemotes).toHaveBeenCalledTimes(2);
  });
});
