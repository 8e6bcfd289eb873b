import type { Device } from '@crewcast/contracts/devices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, fakeRequests, type FakeRequest } from '@/testing/fake-api';
import { remoteConfig, translations } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { expectNotFoundWhileFlagsOff } from '@/testing/flag-off';

const config = remoteConfig({ device_management_enabled: true, device_management_limit: 2 });
const strings = translations({
  'devices.limitReached':
    'You have reached your device limit of |0! You must deactivate a device to activate a new one.',
  'devices.current': 'This device',
  'devices.delete': 'Remove',
  'devices.name': '|0 on |1',
  'devices.lastUsed': 'Last used |0',
  'devices.lastUsed.now': 'In use now',
  'devices.lastUsed.unknown': 'Not used since it was added',
});

const DEVICES: Device[] = [
  {
    deviceIdentifier: 'phone',
    isActive: true,
    platform: 'web',
    model: 'Android Chrome',
    browser: 'Chrome 124',
    system: 'Android 14',
    created: '2025-02-01T00:00:00Z',
    lastUsed: '2025-03-05T09:30:00Z',
    isCurrent: false,
  },
  {
    deviceIdentifier: 'tablet',
    isActive: false,
    platform: 'web',
    model: 'iOS Safari',
    browser: null,
    system: null,
    created: '2025-03-01T00:00:00Z',
    lastUsed: null,
    isCurrent: false,
  },
  {
    deviceIdentifier: 'laptop',
    isActive: true,
    platform: 'web',
    model: 'macOS Safari',
    browser: 'Safari 17',
    system: 'macOS',
    created: '2025-01-01T00:00:00Z',
    lastUsed: '2025-03-06T10:00:00Z',
    isCurrent: true,
  },
];

const cards = () => within(screen.getByRole('list', { name: '[]devices.listLabel' })).getAllByRole('group');

function renderDevices(url = '/account/device-management', routes: Record<string, unknown> = {}) {
  logIn();
  const fetchMock = fakeApi({ ...MEMBER_ROUTES, 'GET /v2/device': DEVICES, ...routes });
  const view = renderAppAt(url, { config, strings });
  return { ...view, fetchMock };
}

describe('device management page', () => {
  it('lists the current device first and marked, then active ones, then the rest', async () => {
    renderDevices();
    await screen.findByRole('list', { name: '[]devices.listLabel' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Safari 17 on macOS (This device)',
      'Chrome 124 on Android 14',
      'iOS Safari',
    ]);
    expect(within(cards()[0] as HTMLElement).getByText('In use now')).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).getByText(/^Last used Mar 5, 2025/)).toBeTruthy();
    expect(within(cards()[2] as HTMLElement).getByText('Not used since it was added')).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(cards()[1] as HTMLElement).getByRole('button', { name: /Remove/ })).toBeTruthy();
  });

  it('shows the limit toast when activating a device would pass the limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDevices('/account/device-management', {
      'PATCH /v2/device': errorAnswer(409, 'DEVICE_LIMIT', 'limit', { fields: { deviceLimit: ['2'] } }),
    });
    await screen.findByRole('list', { name: '[]devices.listLabel' });
    const inactive = cards()[2] as HTMLElement;
    await userEvent.click(within(inactive).getByRole('switch'));

    expect(
      await screen.findByText(
        'You have reached your device limit of 2! You must deactivate a device to activate a new one.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect((within(inactive).getByRole('switch') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('switches a device off and shows the list the server answers with', async () => {
    const { fetchMock } = renderDevices('/account/device-management', {
      'PATCH /v2/device': ({ body }: FakeRequest) =>
        DEVICES.map((device) =>
          device.deviceIdentifier === (body as { deviceIdentifier: string }).deviceIdentifier
            ? { ...device, isActive: false }
            : device,
        ),
    });
    await screen.findByRole('list', { name: '[]devices.listLabel' });
    await userEvent.click(within(cards()[1] as HTMLElement).getByRole('switch'));

    await waitFor(() => expect(screen.getByText('[]devices.count')).toBeTruthy());
    const patch = fakeRequests(fetchMock).find(({ method }) => method === 'PATCH');
    expect(patch?.body).toEqual({ deviceIdentifier: 'phone', isActive: false });
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Safari 17 on macOS (This device)',
        'iOS Safari',
        'Chrome 124 on Android 14',
      ]),
    );
  });

  it('asks before removing a device, then reloads the list', async () => {
    let removed = false;
    const { fetchMock } = renderDevices('/account/device-management', {
      'GET /v2/device': () =>
        removed ? DEVICES.filter(({ deviceIdentifier }) => deviceIdentifier !== 'phone') : DEVICES,
      'DELETE /v2/device': () => {
        removed = true;
        return { message: 'The device has been removed.' };
      },
    });
    await screen.findByRole('list', { name: '[]devices.listLabel' });

    await userEvent.click(within(cards()[1] as HTMLElement).getByRole('button', { name: /Remove/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '[]devices.delete.confirm.title' })).getByRole(
        'button',
        {
          name: '[]common.cancel',
        },
      ),
    );
    expect(fakeRequests(fetchMock).some(({ method }) => method === 'DELETE')).toBe(false);

    await userEvent.click(within(cards()[1] as HTMLElement).getByRole('button', { name: /Remove/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '[]devices.delete.confirm.title' })).getByRole(
        'button',
        {
          name: 'Remove',
        },
      ),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(fakeRequests(fetchMock).find(({ method }) => method === 'DELETE')?.body).toEqual({
      deviceIdentifier: 'phone',
    });
  });

  it('links back to the video given by mediaId, except on phones', async () => {
    const desktop = renderDevices('/account/device-management?mediaId=abc');
    const back = await screen.findByRole('link', { name: '[]devices.backToVideo' });
    expect(back.getAttribute('href')).toBe('/video/abc');
    desktop.unmount();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderDevices('/account/device-management?mediaId=abc');
    await screen.findByRole('list', { name: '[]devices.listLabel' });
    expect(screen.queryByRole('link', { name: '[]devices.backToVideo' })).toBeNull();
  });

  it('exists only while device_management_enabled is on', () =>
    expectNotFoundWhileFlagsOff('/account/device-management', 'member'));
});
