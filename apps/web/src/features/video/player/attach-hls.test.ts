import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachSource } from './attach-source';

type Listener = (event: string, data: { fatal: boolean; error: Error }) => void;

/** Stands in for hls.js: records what the page asks of it and lets the test say what the network did. */
class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' } as const;
  static created: FakeHls[] = [];
  levels = [{ height: 360 }, { height: 720 }];
  currentLevel = -1;
  destroyed = 0;
  private listeners = new Map<string, Listener[]>();
  constructor() {
    FakeHls.created.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  once(event: string, listener: Listener) {
    this.on(event, listener);
  }
  emit(event: string, data = { fatal: false, error: new Error(event) }) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource() {}
  attachMedia() {}
  destroy() {
    this.destroyed += 1;
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

const sources = [{ format: 'hls' as const, url: '/media/t/a/master.m3u8' }];

/** Attaches the HLS source to a fresh video element, as the player does. */
function attach({ onFatal = vi.fn(), signal = new AbortController().signal } = {}) {
  return attachSource(document.createElement('video'), sources, onFatal, signal);
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
});
