import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeApi } from './fake-api';
import { remoteConfig } from './fixtures';
import { renderAppAt } from './render-app';
import { logIn, MEMBER_ROUTES } from './session';

/**
 * What a flag-gated page is while every feature flag is off: the not-found screen at `url`, opened by a signed-in
 * member or by a visitor.
 */
export async function expectNotFoundWhileFlagsOff(url: string, by: 'member' | 'visitor') {
  if (by === 'member') logIn();
  fakeApi(by === 'member' ? MEMBER_ROUTES : {});
  renderAppAt(url, { config: remoteConfig() });
  expect(await screen.findByRole('heading', { level: 1, name: '[]notFound.title' })).toBeTruthy();
}
