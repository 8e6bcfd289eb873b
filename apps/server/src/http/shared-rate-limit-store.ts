import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Counts in Redis so a limit holds across nodes, and in this process's memory whenever Redis cannot answer: a
 * limit is never lifted because the shared store is down, it only becomes per node until Redis is back.
 */
class SharedStoreWithLocalFallback implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly outage: { down: boolean },
    private readonly log: RateLimitLog,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          if (this.outage.down) this.log.info('rate limits: Redis answers again, counting there');
          this.outage.down = false;
          return counted(null, result);
        }
        if (!this.outage.down) {
          this.log.warn({ err: error }, 'rate limits: Redis unreachable, counting on this node only');
        }
        this.outage.down = true;
        this.local.incr(key, counted, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedStoreWithLocalFallback(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.outage,
      this.log,
    );
  }
}

/** The store class @fastify/rate-limit builds its counters from, on one Redis connection. */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  log: RateLimitLog,
): FastifyRateLimitStoreCtor {
  return class extends SharedStoreWithLocalFallback {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        { down: false },
        log,
      );
    }
  };
}
