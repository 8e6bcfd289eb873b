import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { createFixedWindowCounter } from '../fixed-window-counter';
import { createRedisOutage, type OutageLog, type RedisOutage } from '../redis-outage';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts in Redis so a limit holds across nodes, and in this process's memory whenever Redis cannot answer: a
 * limit is never lifted because the shared store is down, it only becomes per node until Redis is back. Each
 * route's limit (a child) counts apart, as in Redis.
 */
class SharedStoreWithLocalFallback implements FastifyRateLimitStore {
  private readonly local = createFixedWindowCounter();

  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly outage: RedisOutage,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          this.outage.answered();
          return counted(null, result);
        }
        this.outage.failed(error);
        const { count, remainingMs } = this.local.hit(key, timeWindow);
        counted(null, { current: count, ttl: remainingMs });
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedStoreWithLocalFallback(this.shared.child(routeOptions), this.outage);
  }
}

/** The store class @fastify/rate-limit builds its counters from, on one Redis connection, in fixed windows. */
export function sharedRateLimitStore(
  redis: Redis,
  nameSpace: string,
  log: OutageLog,
): FastifyRateLimitStoreCtor {
  const outage = createRedisOutage('rate limits', log);
  return class extends SharedStoreWithLocalFallback {
    constructor() {
      super(new RedisStore(false, false, redis, nameSpace), outage);
    }
  };
}
