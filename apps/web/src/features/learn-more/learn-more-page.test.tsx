import type { PromoSection } from '@crewcast/contracts/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingOptions } from '@/testing/billing-fixtures';
import { errorAnswer, fakeApi, type FakeRoutes } from '@/testing/fake-api';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { expectNotFoundWhileFlagsOff } from '@/testing/flag-off';

const strings = translations({
  'learnMore.hero.title': 'Join the crew.',
  'learnMore.hero.cta': 'Start your |0-day free trial',
  'learnMore.plans.choose': 'Choose |0',
  'learnMore.devices.appStore': 'Download on the App Store',
  'learnMore.devices.googlePlay': 'Get it on Google Play',
  'learnMore.merch.title': '|0% off merch',
  'learnMore.merch.button': 'Shop merch',
  'learnMore.greenlight.title': 'You decide what gets made',
  'learnMore.greenlight.button': 'Vote in Greenlight',
});

const MERCH: PromoSection = {
  name: 'merch',
  images: [
    { orientation: 'horizontal', type: null, url: '/images/promo/merch/horizontal.svg', alt: 'A T-shirt' },
  ],
  text: [
    { type: 'title', text: 'Crew merch' },
    { type: 'text', text: 'Members get 15% off merchandise.' },
    { type: 'button', text: 'Visit the store' },
  ],
  urls: ['/merch'],
};

const config = remoteConfig({
  learn_more_enabled: true,
  ios_app_url: 'https://apps.example/ios',
  android_app_url: '',
});

function renderLearnMore(routes: FakeRoutes = {}) {
  fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/billing/options': billingOptions(),
    'GET /channels/v14/promo/merch': MERCH,
    'GET /channels/v14/promo/greenlight': errorAnswer(
      404,
      'NOT_FOUND',
      'There is no promo section named greenlight.',
    ),
    ...routes,
  });
  return renderAppAt('/learn-more', { config, strings });
}

describe('learn-more page', () => {
  it('sends visitors to signup from the hero and from both plans', async () => {
    renderLearnMore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the crew.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your 14-day free trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect((await screen.findByRole('link', { name: 'Choose Monthly' })).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Choose Annual' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByText('$3.99')).toBeTruthy();
    expect(screen.getByText('$39.99')).toBeTruthy();
  });

  it('sends members to the payment page with the plan chosen', async () => {
    logIn();
    renderLearnMore();
    expect((await screen.findByRole('link', { name: 'Choose Annual' })).getAttribute('href')).toBe(
      '/payment?plan=annual',
    );
    expect(screen.getByRole('link', { name: 'Start your 14-day free trial' }).getAttribute('href')).toBe(
      '/payment',
    );
  });

  it('links to the app stores that are configured', async () => {
    renderLearnMore();
    const appStore = await screen.findByRole('link', { name: /Download on the App Store/ });
    expect(appStore.getAttribute('href')).toBe('https://apps.example/ios');
    expect(screen.queryByRole('link', { name: /Get it on Google Play/ })).toBeNull();
  });

  it('shows the promo sections from the content host, and built-in text for one it does not have', async () => {
    renderLearnMore();
    const merch = await screen.findByRole('region', { name: 'Crew merch' });
    expect(within(merch).getByRole('img', { name: 'A T-shirt' })).toBeTruthy();
    expect(within(merch).getByRole('link', { name: 'Visit the store' }).getAttribute('href')).toBe('/merch');
    const greenlight = await screen.findByRole('region', { name: 'You decide what gets made' });
    expect(within(greenlight).getByRole('link', { name: 'Vote in Greenlight' })).toBeTruthy();
  });

  it('exists only while learn_more_enabled is on', () =>
    expectNotFoundWhileFlagsOff('/learn-more', 'visitor'));
});
