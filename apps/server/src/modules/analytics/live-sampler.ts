import type { LiveAnalyticsRepository } from './analytics-live.repository';
import { sampleSlot, untilNextSlot } from './live-rules';

/**
 * Samples the viewers of every live broadcast once per slot, on every node: the count is the gateway's total
 * across nodes, and a slot keeps the first sample written, so several nodes write one row between them.
 */
export function createLiveViewerSampler(deps: {
  repository: LiveAnalyticsRepository;
  viewersOf: (livestreamId: string) => Promise<number>;
  clock: () => Date;
  intervalSeconds: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, viewersOf, clock, intervalSeconds, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function sample(): Promise<void> {
    const slot = sampleSlot(clock(), intervalSeconds);
    for (const { livestreamId, startedAt } of await repository.liveNow()) {
      await repository.addSample({ livestreamId, startedAt, slot, viewers: await viewersOf(livestreamId) });
    }
  }

  function schedule(): void {
    timer = setTimeout(
      () => {
        // A slow sample delays the next rather than running beside it.
        running = running
          .then(sample)
          .catch((error: unknown) => log.warn({ err: error }, 'live viewers not sampled'));
        schedule();
      },
      untilNextSlot(new Date(), intervalSeconds),
    );
    timer.unref();
  }

  return {
    start: schedule,
    async stop(): Promise<void> {
      clearTimeout(timer);
      await running;
    },
  };
}
