import { AccountType } from '@crewcast/contracts/constants/account';
import type { MediaFeatureStatus } from '@crewcast/contracts/health';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, staffRoutes } from '@/testing/session';

const STRINGS = translations({
  'console.live.title': 'Livestreams',
  'console.live.empty.title': 'No livestreams yet',
  'console.media.unavailable.live': "Broadcasts can't be packaged for viewers on this server.",
  'console.media.unavailable.missing': 'The ffmpeg in use lacks |0.',
});

function openLivestreamsPage(live: MediaFeatureStatus) {
  logIn();
  fakeApi(
    staffRoutes(AccountType.Creator, {
      'GET /v1/admin/livestreams': { livestreams: [] },
      'GET /v1/admin/media/features': { features: [live] },
    }),
  );
  renderAppAt('/admin/live', { strings: STRINGS });
}

describe('the console’s livestreams page', () => {
  it("says when this server's ffmpeg cannot package live video, and what it lacks", async () => {
    openLivestreamsPage({
      feature: 'live',
      available: false,
      missing: ['option:hls_segment_type', 'flag:temp_file'],
      error: null,
    });
    const notice = await screen.findByTestId('media-feature-notice');
    expect(notice.textContent).toContain("Broadcasts can't be packaged for viewers on this server.");
    expect(notice.textContent).toContain('The ffmpeg in use lacks option:hls_segment_type, flag:temp_file.');
  });

  it('says nothing when it can', async () => {
    openLivestreamsPage({ feature: 'live', available: true, missing: [], error: null });
    expect(await screen.findByText('No livestreams yet')).toBeTruthy();
    expect(screen.queryByTestId('media-feature-notice')).toBeNull();
  });
});
