import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads';

/** Shared reads, and a read that answers when told to, counting how often it was started. */
function controlledReads() {
  const started: ((answer: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => void started.push(resolve));
  return { shared: createSharedReads<string>(), started, read };
}

describe('shared reads', () => {
  it('gives callers asking while a read is under way its answer, and reads again once it ended', async () => {
    const { shared, started, read } = controlledReads();
    const first = shared('network|7d', read);
    const second = shared('network|7d', read);
    expect(started).toHaveLength(1);
    started[0]!('figures');
    expect(await Promise.all([first, second])).toEqual(['figures', 'figures']);

    const later = shared('network|7d', read);
    expect(started).toHaveLength(2);
    started[1]!('newer figures');
    expect(await later).toBe('newer figures');
  });

  it('reads each key on its own', async () => {
    const { shared, started, read } = controlledReads();
    const network = shared('network|7d', read);
    const show = shared('show 1|7d', read);
    expect(started).toHaveLength(2);
    started[0]!('network');
    started[1]!('show');
    expect(await Promise.all([network, show])).toEqual(['network', 'show']);
  });

  it('does not keep a failed read', async () => {
    const shared = createSharedReads<string>();
    await expect(shared('network|7d', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await shared('network|7d', async () => 'figures')).toBe('figures');
  });

  it('forgets the reads under way once cleared, and an old read ending leaves the new one shared', async () => {
    const { shared, started, read } = controlledReads();
    const before = shared('remote config', read);
    shared.clear();
    const after = shared('remote config', read);
    expect(started).toHaveLength(2);
    started[0]!('stored before the change');
    expect(await before).toBe('stored before the change');
    const alongside = shared('remote config', read);
    expect(started).toHaveLength(2);
    started[1]!('stored now');
    expect(await Promise.all([after, alongside])).toEqual(['stored now', 'stored now']);
  });
});
