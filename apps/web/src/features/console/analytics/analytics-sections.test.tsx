import { AccountType } from '@crewcast/contracts/constants/account';
import type { CommunityReport } from '@crewcast/contracts/analytics-community';
import type { BroadcastReport, LiveReport } from '@crewcast/contracts/analytics-live';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, requestedPaths } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { answerMediaQueries } from '@/testing/media-queries';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ID, MEMBER_ROUTES } from '@/testing/session';

const STRINGS = translations({
  'console.analytics.section.live': 'Live',
  'console.analytics.section.community': 'Community',
  'console.analytics.live.broadcasts': 'Broadcasts',
  'console.analytics.live.peakViewers': 'Peak viewers',
  'console.analytics.live.averageViewers': 'Average viewers',
  'console.analytics.live.episode': 'Recording',
  'console.analytics.live.allBroadcasts': 'All broadcasts',
  'console.analytics.live.viewersOverTime': 'Viewers every 10 seconds',
  'console.analytics.table': '|0 as a table',
  'console.analytics.community.projects': 'Greenlight contributions by project',
  'console.analytics.community.versus': '|0 vs |1',
  'console.analytics.community.episodes': 'Most commented episodes',
});

const BROADCAST = {
  broadcastId: 12,
  title: 'Crew Live',
  startedAt: '2026-03-07T19:00:00.000Z',
  endedAt: '2026-03-07T20:30:00.000Z',
  peakViewers: 48,
  averageViewers: 31.4,
  chatMessages: 540,
  chatMessagesPerMinute: 6,
  uniqueChatters: 37,
  bingoPlayers: 22,
  episode: { mediaId: 5, title: 'Crew Live, 7 March' },
};

const LIVE: LiveReport = {
  period: '7d',
  from: '2026-03-04',
  to: '2026-03-10',
  totals: {
    broadcasts: 1,
    peakViewers: 48,
    averageViewers: 31.4,
    chatMessages: 540,
    uniqueChatters: 37,
    bingoPlayers: 22,
  },
  broadcasts: [BROADCAST],
};

const DETAIL: BroadcastReport = {
  broadcast: BROADCAST,
  viewers: [
    { at: '2026-03-07T19:00:00.000Z', viewers: 12 },
    { at: '2026-03-07T19:00:10.000Z', viewers: 48 },
  ],
  chat: [{ minute: '2026-03-07T19:00:00.000Z', messages: 540 }],
};

const COMMUNITY: CommunityReport = {
  period: '28d',
  from: '2026-02-11',
  to: '2026-03-10',
  totals: {
    contributedPoints: 84,
    contributions: 9,
    contributors: 6,
    pointsEarned: 400,
    pointsSpent: 84,
    comments: 3,
  },
  days: [{ day: '2026-03-10', contributedPoints: 84, pointsEarned: 400, pointsSpent: 84, comments: 3 }],
  projects: [
    {
      battleId: 'b1',
      leftTitle: 'Midnight Kitchen',
      rightTitle: 'Signal Hunters',
      projectId: 'p1',
      title: 'Midnight Kitchen',
      points: 84,
      contributions: 9,
      contributors: 6,
    },
  ],
  projectDays: [
    {
      day: '2026-03-10',
      battleId: 'b1',
      projectId: 'p1',
      title: 'Midnight Kitchen',
      points: 84,
      contributions: 9,
    },
  ],
  episodes: [{ mediaId: 3, title: 'Pilot', showTitle: 'Night Shift', comments: 3, commenters: 2 }],
};

function renderAsStaff(url: string) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/userinfo/query': {
      ...MEMBER_ROUTES['GET /v1/userinfo/query'],
      accountType: AccountType.Official,
      userId: MEMBER_ID,
    },
    'GET /v1/admin/access': { allowed: true },
    'GET /v1/admin/analytics/live': LIVE,
    'GET /v1/admin/analytics/live/broadcasts/12': DETAIL,
    'GET /v1/admin/analytics/community': COMMUNITY,
  });
  renderAppAt(url, { strings: STRINGS });
  return fetchMock;
}

describe('the analytics page’s live and community sections', () => {
  answerMediaQueries();

  it('lists the period’s broadcasts, and opens one with its viewers over time, keeping the period', async () => {
    const fetchMock = renderAsStaff('/admin/analytics?section=live&period=7d');
    const table = await screen.findByRole('table', { name: 'Broadcasts' });
    const [header, row] = within(table).getAllByRole('row');
    expect(within(header!).getByText('Peak viewers')).toBeTruthy();
    expect(within(row!).getByText('31.4')).toBeTruthy();
    expect(within(row!).getByRole('link', { name: 'Crew Live, 7 March' }).getAttribute('href')).toBe(
      '/admin/analytics?period=7d&episode=5',
    );
    expect(screen.getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('href')).toBe(
      '/admin/analytics?period=7d&section=community',
    );
    expect(requestedPaths(fetchMock)).toContain('/v1/admin/analytics/live?period=7d');

    await userEvent.click(within(row!).getByRole('link', { name: 'Crew Live' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Crew Live' })).toBeTruthy();
    // The table version of the chart, one row a sample.
    const samples = screen.getByRole('table', { name: 'Viewers every 10 seconds', hidden: true });
    expect(within(samples).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All broadcasts' }).getAttribute('href')).toBe(
      '/admin/analytics?period=7d&section=live',
    );
  });

  it('shows Greenlight contributions by project and the most commented episodes', async () => {
    const fetchMock = renderAsStaff('/admin/analytics?section=community');
    const projects = await screen.findByRole('table', { name: 'Greenlight contributions by project' });
    const [, row] = within(projects).getAllByRole('row');
    expect(within(row!).getByText('Midnight Kitchen vs Signal Hunters')).toBeTruthy();
    expect(within(row!).getByText('84')).toBeTruthy();
    const episodes = screen.getByRole('table', { name: 'Most commented episodes' });
    expect(within(episodes).getByRole('link', { name: 'Pilot' }).getAttribute('href')).toBe(
      '/admin/analytics?period=28d&episode=3',
    );
    expect(requestedPaths(fetchMock)).toContain('/v1/admin/analytics/community?period=28d');
    expect(requestedPaths(fetchMock).some((path) => path.startsWith('/v1/admin/analytics/viewing'))).toBe(
      false,
    );
  });
});
