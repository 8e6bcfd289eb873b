import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { episodeSummary, remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { expectNotFoundWhileFlagsOff } from '@/testing/flag-off';

const strings = translations({
  'join.hero.title': 'Join the crew.',
  'join.price.period': 'per month',
  'join.cta': 'Start your |0-day free trial',
  'join.popular': 'Popular right now',
  'join.exclusive': 'Only on |0',
  'app.name': 'Crewcast',
  'join.faq.title': 'Frequently asked questions',
});

const config = remoteConfig({ join_page_enabled: true, join_page_price_cents: 799 });

function renderJoin() {
  fakeApi({
    '/channels/v14/special/hot-list': {
      name: 'hot-list',
      title: 'Hot list',
      media: [episodeSummary(1, 'Pilot')],
    },
    '/channels/v14/special/exclusive': {
      name: 'exclusive',
      title: 'Exclusive',
      media: [episodeSummary(2, 'Secret')],
    },
    '/v1/faq': [{ id: 1, question: 'Can I cancel any time?', answer: 'Yes.' }],
  });
  return renderAppAt('/join', { config, strings });
}

describe('join page', () => {
  it('states the configured price per month, and starts the free trial at signup', async () => {
    renderJoin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the crew.' })).toBeTruthy();
    expect(screen.getAllByText('$7.99')).not.toHaveLength(0);
    const buttons = screen.getAllByRole('link', { name: 'Start your 14-day free trial' });
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    for (const button of buttons) expect(button.getAttribute('href')).toBe('/signup');
  });

  it('shows the popular and exclusive rails and the FAQs', async () => {
    renderJoin();
    const popular = await screen.findByRole('region', { name: 'Popular right now' });
    expect(within(popular).getByRole('link', { name: /Pilot/ })).toBeTruthy();
    const exclusive = await screen.findByRole('region', { name: 'Only on Crewcast' });
    expect(within(exclusive).getByRole('link', { name: /Secret/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Can I cancel any time?' })).toBeTruthy();
  });

  it('is for visitors only: members go to the front page', async () => {
    logIn();
    fakeApi({ ...MEMBER_ROUTES });
    const { router } = renderAppAt('/join', { config, strings });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('exists only while join_page_enabled is on', () => expectNotFoundWhileFlagsOff('/join', 'visitor'));
});
