import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the site counts as it happens: each is the Prometheus counter `crewcast_<event>_total`. */
export const COUNTED_EVENTS = {
  signups: 'Accounts created (sign-ups)',
  checkouts: 'Subscriptions paid for at checkout',
  renewals: 'Subscriptions renewed',
  renewals_failed: 'Renewals whose payment failed',
  disputes: 'Payment disputes (chargebacks) opened against the site',
  contributions: 'Greenlight contributions made',
  chat_messages: 'Chat messages sent',
  live_gops_dropped: 'GOPs of a broadcast cut short or skipped because its live packaging fell behind',
  watch_later_saves: 'Episodes saved to watch later',
} as const;

export type CountedEvent = keyof typeof COUNTED_EVENTS;

/** One labelled value of a gauge read at scrape time. */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * The server's Prometheus metrics, one registry per app: counters and histograms its parts record into as things
 * happen, gauges read from the real thing when scraped, and Node's own (event-loop lag, memory, GC) when served.
 */
export function createMetrics() {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'crewcast_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const counters = Object.fromEntries(
    Object.entries(COUNTED_EVENTS).map(([event, help]) => [
      event,
      new Counter({ name: `crewcast_${event}_total`, help, registers: [registry] }),
    ]),
  ) as Record<CountedEvent, Counter>;
  const jobFailures = new Counter({
    name: 'crewcast_job_failures_total',
    help: 'Failed job attempts by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const realtimeMessages = new Counter({
    name: 'crewcast_realtime_messages_total',
    help: 'Realtime messages received from clients by event',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'crewcast_notifications_total',
    help: 'Notifications handed on by channel (email, digest, push) and outcome (sent, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  const transcodeRatio = new Histogram({
    name: 'crewcast_transcode_seconds_per_media_second',
    help: 'Seconds a finished transcode took per second of its video',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
    registers: [registry],
  });
  let defaultsOn = false;

  return {
    registry,
    /** A request answered: `route` is the route's pattern (`/v1/shows/:showId`), never the address asked for. */
    request(method: string, route: string, status: number, seconds: number): void {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
    count(event: CountedEvent, by = 1): void {
      counters[event].inc(by);
    },
    jobFailed(job: string): void {
      jobFailures.inc({ job });
    },
    realtimeMessage(event: string): void {
      realtimeMessages.inc({ event });
    },
    /** Notifications handed to the mail queue, the digest or a push service, or refused by it. */
    notified(channel: 'email' | 'digest' | 'push', outcome: 'sent' | 'failed', by = 1): void {
      if (by > 0) notifications.inc({ channel, outcome }, by);
    },
    /** A transcode finished: how long it ran against how long its video is. */
    transcoded(wallSeconds: number, mediaSeconds: number): void {
      if (mediaSeconds > 0) transcodeRatio.observe(wallSeconds / mediaSeconds);
    },
    /** A gauge whose values are read when scraped (queue depth, sockets, live viewers). */
    gauge(name: string, help: string, labelNames: string[], read: () => Promise<Sample[]> | Sample[]): void {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels = {}, value } of await read()) this.set(labels, value);
        },
      });
    },
    /** The text Prometheus scrapes, with the process's own metrics (collected from the first scrape on). */
    async exposition(): Promise<{ contentType: string; body: string }> {
      if (!defaultsOn) {
        collectDefaultMetrics({ register: registry });
        defaultsOn = true;
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
