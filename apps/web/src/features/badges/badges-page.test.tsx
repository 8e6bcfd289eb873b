import type { BadgeOption, BadgeOptions } from '@crewcast/contracts/badges';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';

const config = remoteConfig({ badges_enabled: true });
const strings = translations({
  'badges.order.title': 'Order',
  'badges.order.count': '|0 of |1 chosen',
  'badges.order.empty': 'Empty slot',
  'badges.update': 'Update',
  'badges.saved.title': 'Success',
  'badges.saved.body': 'Your badges were successfully changed.',
  'badges.backToAccount': 'Account',
  'account.title': 'Account',
});

const badge = (type: string, owned: boolean, order: number | null = null): BadgeOption => ({
  type,
  name: type.toUpperCase(),
  description: `About ${type}`,
  howToEarn: `Earn ${type} somehow.`,
  earnedBy: 'granted',
  imageUrl: `/badges/${type}.png?v=1`,
  owned,
  order,
});

const OPTIONS: BadgeOptions = {
  badges: [badge('a', true, 1), badge('b', true), badge('c', true), badge('d', true), badge('e', false)],
};

function renderBadges(routes: Record<string, unknown> = {}) {
  logIn();
  const fetchMock = fakeApi({
    ...MEMBER_ROUTES,
    'GET /v1/badges/all': OPTIONS,
    'POST /v1/badges': (request: { body: { badges: string[] } }) => ({
      badges: OPTIONS.badges.map((option) => {
        const index = request.body.badges.indexOf(option.type);
        return { ...option, order: index < 0 ? null : index + 1 };
      }),
    }),
    ...routes,
  });
  const view = renderAppAt('/account/badges', { config, strings });
  return { ...view, fetchMock };
}

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const slots = () =>
  within(screen.getByRole('region', { name: 'Order' }))
    .getAllByRole('listitem')
    .map((slot) => slot.textContent);

describe('badges page (SPEC sections 2 and 4)', () => {
  it('shows every badge: owned ones as toggles, the rest with how to earn them', async () => {
    renderBadges();
    await screen.findByRole('region', { name: 'Order' });
    expect(toggle('A').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('B').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /^E/ })).toBeNull();
    expect(screen.getByText('Earn e somehow.')).toBeTruthy();
    expect(slots()).toEqual(['1A', '2Empty slot', '3Empty slot']);
    expect(screen.getByText('1 of 3 chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Account/ }).getAttribute('href')).toBe('/account');
  });

  it('toggles badges, keeps the selection order and stops at three', async () => {
    renderBadges();
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(toggle('C'));
    await userEvent.click(toggle('B'));
    expect(slots()).toEqual(['1A', '2C', '3B']);
    expect(screen.getByText('3 of 3 chosen')).toBeTruthy();
    await userEvent.click(toggle('D'));
    expect(toggle('D').getAttribute('aria-pressed')).toBe('false');
    expect(toggle('D').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(toggle('A'));
    expect(slots()).toEqual(['1C', '2B', '3Empty slot']);
    await userEvent.click(toggle('D'));
    expect(slots()).toEqual(['1C', '2B', '3D']);
  });

  it('saves the order, shows the toast and returns to the account', async () => {
    const { fetchMock, router } = renderBadges();
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(toggle('C'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText('Your badges were successfully changed.')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    const saved = fakeRequests(fetchMock).find((request) => request.method === 'POST');
    expect(saved?.body).toEqual({ badges: ['a', 'c'] });
  });

  it('stays on the page and says why when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderBadges({
      'POST /v1/badges': errorAnswer(400, 'BAD_REQUEST', 'You do not have the C badge yet.', {
        fields: { badges: ['You do not have the C badge yet.'] },
      }),
    });
    await screen.findByRole('region', { name: 'Order' });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('You do not have the C badge yet.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/badges');
  });
});
