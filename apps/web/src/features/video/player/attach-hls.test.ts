import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachSource, preloadEngine } from './attach-source';

type Listener = (event: string, data: { fatal: boolean; error: Error }) => void;

/** Stands in for hls.js: records what the page asks of it and lets the test say what the network did. */
class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' } as const;
  static created: FakeHls[] = [];
  levels = [{ height: 360 }, { height: 720 }];
  currentLevel = -1;
  destroyed = 0;
  loaded: string[] = [];
  attached: HTMLVideoElement[] = [];
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.created.push(this);
  }
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  once(event: string, listener: Listener) {
    this.on(event, listener);
  }
  emit(event: string, data = { fatal: false, error: new Error(event) }) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(url: string) {
    this.loaded.push(url);
  }
  attachMedia(video: HTMLVideoElement) {
    this.attached.push(video);
  }
  destroy() {
    this.destroyed += 1;
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

const sources = [{ format: 'hls' as const, url: '/media/t/a/master.m3u8' }];

/** Attaches the HLS source to a fresh video element, as the player does. */
function attach({ onFatal = vi.fn(), signal = new AbortController().signal, from = sources } = {}) {
  return attachSource(document.createElement('video'), from, onFatal, signal);
}

/** The engine the page created, once the module has loaded and the engine exists. */
async function createdEngine(): Promise<FakeHls> {
  await vi.waitFor(() => expect(FakeHls.created).toHaveLength(1));
  return FakeHls.created[0] as FakeHls;
}

describe('hls.js engine lifetime', () => {
  beforeEach(() => {
    FakeHls.created = [];
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is destroyed when the manifest fails before it is parsed, and the failure is the rejection', async () => {
    const onFatal = vi.fn();
    const attached = attach({ onFatal });
    const hls = await createdEngine();
    const failure = new Error('manifestLoadError');
    hls.emit(FakeHls.Events.ERROR, { fatal: true, error: failure });
    await expect(attached).rejects.toBe(failure);
    expect(hls.destroyed).toBe(1);
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('is destroyed when the page leaves before the manifest is parsed', async () => {
    const leaving = new AbortController();
    const attached = attach({ signal: leaving.signal });
    const hls = await createdEngine();
    leaving.abort();
    await expect(attached).rejects.toMatchObject({ name: 'AbortError' });
    expect(hls.destroyed).toBe(1);
  });

  it('is not created at all when the page left while the module loaded', async () => {
    const leaving = new AbortController();
    const attached = attach({ signal: leaving.signal });
    leaving.abort();
    await expect(attached).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeHls.created).toHaveLength(0);
  });

  it('plays once parsed, reports later fatal errors, and is destroyed by its owner only', async () => {
    const onFatal = vi.fn();
    const attached = attach({ onFatal });
    const hls = await createdEngine();
    hls.emit(FakeHls.Events.MANIFEST_PARSED);
    const engine = await attached;
    expect(engine.levels).toEqual([
      { index: 0, height: 360 },
      { index: 1, height: 720 },
    ]);
    const failure = new Error('bufferStalledError');
    hls.emit(FakeHls.Events.ERROR, { fatal: true, error: failure });
    expect(onFatal).toHaveBeenCalledWith(failure);
    expect(hls.destroyed).toBe(0);
    engine.destroy();
    expect(hls.destroyed).toBe(1);
  });

  describe('loaded ahead of the player', () => {
    // Each its own source: a source loaded ahead and not taken stays until its wait ends.
    const aheadSources = (name: string) => [{ format: 'hls' as const, url: `/media/t/${name}/master.m3u8` }];

    it('loads the playlist and first segment before a video element exists, and the player takes that engine', async () => {
      const ahead = aheadSources('taken');
      preloadEngine(ahead);
      const hls = await createdEngine();
      expect(hls.loaded).toEqual(['/media/t/taken/master.m3u8']);
      expect(hls.config).toMatchObject({ startFragPrefetch: true });
      expect(hls.attached).toHaveLength(0);
      hls.emit(FakeHls.Events.MANIFEST_PARSED);

      const engine = await attach({ from: ahead });
      expect(FakeHls.created).toHaveLength(1);
      expect(hls.attached).toHaveLength(1);
      expect(engine.levels).toHaveLength(2);
    });

    it('tells the player of a fatal error that came between the playlist and the player', async () => {
      const ahead = aheadSources('failed-between');
      preloadEngine(ahead);
      const hls = await createdEngine();
      hls.emit(FakeHls.Events.MANIFEST_PARSED);
      const failure = new Error('fragLoadError');
      hls.emit(FakeHls.Events.ERROR, { fatal: true, error: failure });
      const onFatal = vi.fn();
      await attach({ from: ahead, onFatal });
      expect(onFatal).toHaveBeenCalledWith(failure);
    });

    it('is let go when no player takes it in time', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      try {
        preloadEngine(aheadSources('left'));
        const hls = await createdEngine();
        vi.advanceTimersByTime(30_000);
        await vi.waitFor(() => expect(hls.destroyed).toBe(1));
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
