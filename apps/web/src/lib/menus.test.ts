import { afterEach, describe, expect, it } from 'vitest';
import { areMenusHidden, recordDeviceTypeFromUrl } from './menus';
import { storage } from './storage';

describe('menus', () => {
  afterEach(() => {
    delete (window as { Android?: unknown }).Android;
  });

  it('shows menus on ordinary URLs', () => {
    expect(areMenusHidden('https://crewcast.test/faq?x=1')).toBe(false);
  });

  it.each(['/account/badges?hidemenus=true', '/bingo?iosapp', '/live?androidapp=1'])(
    'hides menus for %s',
    (url) => {
      expect(areMenusHidden(`https://crewcast.test${url}`)).toBe(true);
    },
  );

  it('records the wrapper app named in the URL, which then hides menus everywhere', () => {
    recordDeviceTypeFromUrl('https://crewcast.test/?iosapp');
    expect(storage.deviceType.get()).toBe('ios');
    expect(areMenusHidden('https://crewcast.test/faq')).toBe(true);

    recordDeviceTypeFromUrl('https://crewcast.test/?androidapp');
    expect(storage.deviceType.get()).toBe('android');
  });

  it('does not record a device type for hidemenus alone', () => {
    recordDeviceTypeFromUrl('https://crewcast.test/?hidemenus');
    expect(storage.deviceType.get()).toBeNull();
  });

  it('hides menus inside an app that exposes its native bridge', () => {
    (window as { Android?: unknown }).Android = { logout: () => undefined };
    expect(areMenusHidden('https://crewcast.test/')).toBe(true);
    delete (window as { Android?: unknown }).Android;
  });
});
