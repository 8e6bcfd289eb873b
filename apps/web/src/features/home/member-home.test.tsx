import type { Banner } from '@crewcast/contracts/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { episodeSummary, nightShiftShow, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const SHOW = nightShiftShow({
  images: [
    { type: 'packshot', url: '/images/shows/night-shift/packshot.svg' },
    { type: 'packshot-vertical', url: '/images/shows/night-shift/packshot-vertical.svg' },
  ],
});

function banner(images: Banner['images'], showId: number | null = null): Banner {
  return {
    id: 5,
    type: 'show-banner',
    title: 'Night Shift',
    text: '',
    images,
    url: null,
    showId,
    mediaId: 1,
  };
}

function homeRoutes(hero: Banner) {
  return {
    ...MEMBER_ROUTES,
    '/channels/v14': { hero: [hero], shows: [SHOW] },
    '/v5/userchannels/': [
      {
        name: 'continue-watching',
        media: [episodeSummary(1, 'Cold Open', { progress: { currentTime: 150, totalTime: 600 } })],
      },
      { name: 'because-you-watched', media: [episodeSummary(2, 'The Rundown')] },
    ],
    '/v7/recommendations/new': {
      recommendationId: '3f1c0e6a-8d47-4a57-9a59-1d7c2b6d9e10',
      type: 'new',
      media: [episodeSummary(2, 'The Rundown')],
    },
  };
}

const strings = translations({
  'home.rail.continueWatching': 'Continue watching',
  'home.rail.becauseYouWatched': 'Because you watched',
  'home.rail.new': 'New episodes',
  'catalog.progress': '|0% watched',
  'catalog.episode': 'S|0 · E|1',
  'catalog.play': 'Play',
  'catalog.continue': 'Continue',
  'catalog.moreInfo': 'More info',
});

describe('member home', () => {
  it('shows how far the member got on each continue-watching card, and only there', async () => {
    logIn();
    fakeApi(homeRoutes(banner([{ type: 'hero', url: '/images/hero.svg' }])));
    renderAppAt('/', { strings });

    const resume = await screen.findByRole('region', { name: 'Continue watching' });
    const bar = within(resume).getByRole('progressbar', { name: '25% watched' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(within(resume).getByRole('link', { name: /^Cold Open/ })).toBeTruthy();

    const because = screen.getByRole('region', { name: 'Because you watched' });
    expect(within(because).getByRole('link', { name: /^The Rundown/ })).toBeTruthy();
    expect(within(because).queryByRole('progressbar')).toBeNull();
  });

  it('gives phones the vertical hero artwork and wide screens the 21:9 one', async () => {
    logIn();
    fakeApi(
      homeRoutes(
        banner([
          { type: 'hero', url: '/images/shows/night-shift/hero.svg' },
          { type: 'hero-vertical', url: '/images/shows/night-shift/hero-vertical.svg' },
        ]),
      ),
    );
    const { container } = renderAppAt('/', { strings });

    await screen.findByRole('heading', { level: 2, name: 'Night Shift' });
    const source = container.querySelector('.banner-hero picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767.98px)');
    expect(source?.getAttribute('srcset')).toMatch(/\/images\/shows\/night-shift\/hero-vertical\.svg$/);
    const img = container.querySelector('.banner-hero picture img');
    expect(img?.getAttribute('src')).toMatch(/\/images\/shows\/night-shift\/hero\.svg$/);
  });

  it('borrows the show’s vertical poster when the banner has no vertical artwork', async () => {
    logIn();
    fakeApi(homeRoutes(banner([{ type: 'hero', url: '/images/hero.svg' }], SHOW.id)));
    const { container } = renderAppAt('/', { strings });

    await screen.findByRole('heading', { level: 2, name: 'Night Shift' });
    const source = container.querySelector('.banner-hero picture source');
    expect(source?.getAttribute('srcset')).toMatch(/\/images\/shows\/night-shift\/packshot-vertical\.svg$/);
  });

  it('continues the banner’s episode the member has started, with More info on its show', async () => {
    logIn();
    fakeApi(homeRoutes(banner([{ type: 'hero', url: '/images/hero.svg' }])));
    renderAppAt('/', { strings });

    const hero = (await screen.findByRole('heading', { level: 2, name: 'Night Shift' })).closest('section');
    if (!hero) throw new Error('the banner has no section');
    const play = await within(hero).findByRole('link', { name: 'Continue' });
    expect(play.getAttribute('href')).toBe('/video/1');
    expect(within(hero).getByRole('link', { name: 'More info' }).getAttribute('href')).toBe(
      '/show/night-shift',
    );
  });

  it('without a banner, features the newest episode with Play and More info', async () => {
    logIn();
    const routes = homeRoutes(banner([]));
    fakeApi({
      ...routes,
      '/channels/v14': { hero: [], shows: [SHOW] },
      '/v5/userchannels/': [{ name: 'continue-watching', media: [] }],
    });
    renderAppAt('/', { strings });

    const hero = (await screen.findByRole('heading', { level: 2, name: 'Night Shift' })).closest('section');
    if (!hero) throw new Error('the featured hero has no section');
    expect(within(hero).getByText('S1 · E2 · The Rundown')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/video/2');
    expect(within(hero).getByRole('link', { name: 'More info' }).getAttribute('href')).toBe(
      '/show/night-shift',
    );
  });
});
