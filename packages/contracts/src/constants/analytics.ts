/** The periods the console's analytics read over, in days ending today (UTC). */
export const ANALYTICS_PERIODS = ['7d', '28d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '28d';

/** How viewing devices are grouped: the web app, the iOS and Android shells, and TVs (cast or TV apps). */
export const VIEWING_DEVICES = ['web', 'ios', 'android', 'tv', 'other'] as const;
export type ViewingDevice = (typeof VIEWING_DEVICES)[number];
