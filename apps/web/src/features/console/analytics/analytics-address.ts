import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '@crewcast/contracts/constants/analytics';
import { useSearchParams } from 'react-router';
import type { ViewingSubject } from './api/get-viewing-report';

/** The analytics page's sections; viewing is the one an address without a section shows. */
export const ANALYTICS_SECTIONS = ['viewing', 'live', 'community'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

const isPeriod = (value: string | null): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly (string | null)[]).includes(value);
const isSection = (value: string | null): value is AnalyticsSection =>
  (ANALYTICS_SECTIONS as readonly (string | null)[]).includes(value);

/** The section, subject and period in the address, so a link, a reload or going back shows the same figures. */
export function useAnalyticsAddress() {
  const [params, setParams] = useSearchParams();
  const rawPeriod = params.get('period');
  const period = isPeriod(rawPeriod) ? rawPeriod : DEFAULT_ANALYTICS_PERIOD;
  const rawSection = params.get('section');
  const section = isSection(rawSection) ? rawSection : 'viewing';
  const showId = Number(params.get('show'));
  const mediaId = Number(params.get('episode'));
  const broadcastId = Number(params.get('broadcast'));
  const subject: ViewingSubject =
    mediaId > 0 ? { kind: 'episode', mediaId } : showId > 0 ? { kind: 'show', showId } : { kind: 'network' };
  function setPeriod(next: AnalyticsPeriod) {
    const updated = new URLSearchParams(params);
    updated.set('period', next);
    setParams(updated, { replace: true });
  }
  return { period, section, subject, broadcastId: broadcastId > 0 ? broadcastId : null, setPeriod };
}

/** Where a link to a section, or a show's, an episode's or a broadcast's figures goes, keeping the period. */
export function analyticsLink(
  period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD,
  target: { section?: AnalyticsSection; show?: number; episode?: number; broadcast?: number } = {},
): string {
  const params = new URLSearchParams({ period });
  if (target.section && target.section !== 'viewing') params.set('section', target.section);
  if (target.show) params.set('show', String(target.show));
  if (target.episode) params.set('episode', String(target.episode));
  if (target.broadcast) params.set('broadcast', String(target.broadcast));
  return `/admin/analytics?${params.toString()}`;
}
