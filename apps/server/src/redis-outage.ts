export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Whether Redis answers the counters of `what`, which count in this node's memory while it does not: one warning
 * when Redis stops answering, one line when it answers again.
 */
export function createRedisOutage(what: string, log: OutageLog) {
  let down = false;
  return {
    failed(error: unknown): void {
      if (!down) log.warn({ err: error }, `${what}: Redis unreachable, counting on this node only`);
      down = true;
    },
    answered(): void {
      if (down) log.info(`${what}: Redis answers again, counting there`);
      down = false;
    },
  };
}

export type RedisOutage = ReturnType<typeof createRedisOutage>;
