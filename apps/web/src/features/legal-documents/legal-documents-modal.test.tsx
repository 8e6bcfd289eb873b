import type { LegalDocument } from '@crewcast/contracts/legal';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { fakeApi, fakeRequests, requestedPaths } from '@/testing/fake-api';
import { renderAppAt } from '@/testing/render-app';
import { authToken, logIn, MEMBER_ROUTES } from '@/testing/session';
import { shouldCheckLegalDocuments } from './legal-documents-rules';

const TERMS: LegalDocument = {
  id: 3,
  type: 'terms-of-service',
  version: 2,
  title: 'Terms of Service',
  body: 'Be kind.',
  required: true,
  publishedAt: '2025-01-01T00:00:00.000Z',
};

const modal = () => screen.queryByRole('dialog', { name: '[]legal.modal.title' });

describe('legal documents check (SPEC section 4)', () => {
  const context = { authenticated: true, deviceType: null, path: '/', accepted: false };

  it('checks a logged-in member who has not accepted yet', () => {
    expect(shouldCheckLegalDocuments(context)).toBe(true);
  });

  it.each([
    ['nobody is logged in', { authenticated: false }],
    ['on iOS', { deviceType: 'ios' as const }],
    ['on a legal documents page', { path: '/legaldocuments' }],
    ['once accepted', { accepted: true }],
  ])('does not check when %s', (_situation, overrides) => {
    expect(shouldCheckLegalDocuments({ ...context, ...overrides })).toBe(false);
  });
});

describe('legal documents modal', () => {
  it('asks for the missing required documents, and remembers once they are accepted', async () => {
    logIn();
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/legaldocuments/latest': [TERMS],
      'POST /v1/legaldocuments/accept': [],
    });
    renderAppAt('/');
    const dialog = await screen.findByRole('dialog', { name: '[]legal.modal.title' });
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/legaldocuments?type=terms-of-service',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: '[]legal.modal.accept' }));
    await waitFor(() => expect(modal()).toBeNull());
    expect(fakeRequests(fetchMock).find(({ method }) => method === 'POST')?.body).toEqual({
      documentIds: [3],
    });
    expect(storage.legalDocumentsAccepted.get()).toBe(true);
  });

  it('shows Accept as pending while the acceptance is on its way, and sends it once however often it is pressed', async () => {
    logIn();
    let answer: (documents: LegalDocument[]) => void = () => undefined;
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/legaldocuments/latest': [TERMS],
      'POST /v1/legaldocuments/accept': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAppAt('/');
    const dialog = await screen.findByRole('dialog', { name: '[]legal.modal.title' });
    const accept = within(dialog).getByRole('button', { name: '[]legal.modal.accept' });

    await userEvent.click(accept);
    await userEvent.click(accept);
    await userEvent.keyboard('{Escape}');
    expect(accept.getAttribute('aria-busy')).toBe('true');
    expect(
      within(dialog).getByRole('button', { name: '[]legal.modal.later' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(modal()).not.toBeNull();
    await waitFor(() =>
      expect(fakeRequests(fetchMock).filter(({ method }) => method === 'POST')).toHaveLength(1),
    );

    act(() => answer([]));
    await waitFor(() => expect(modal()).toBeNull());
    expect(fakeRequests(fetchMock).filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('marks the documents accepted when none are missing, and asks no more', async () => {
    logIn();
    const fetchMock = fakeApi(MEMBER_ROUTES);
    const first = renderAppAt('/');
    await waitFor(() => expect(storage.legalDocumentsAccepted.get()).toBe(true));
    first.unmount();

    fetchMock.mockClear();
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(requestedPaths(fetchMock)).not.toContain('/v1/legaldocuments/latest');
  });

  it('does not ask on the legal documents page, nor on iOS, nor visitors', async () => {
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/legaldocuments/latest': [TERMS],
      '/v1/legaldocuments': [TERMS],
    });
    const visitor = renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    visitor.unmount();

    logIn();
    const reading = renderAppAt('/legaldocuments?type=terms-of-service');
    await screen.findByRole('heading', { level: 1, name: '[]legal.title' });
    reading.unmount();

    storage.deviceType.set('ios');
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(requestedPaths(fetchMock)).not.toContain('/v1/legaldocuments/latest');
    expect(modal()).toBeNull();
  });

  it('checks again after a login, whatever was accepted in this browser before', async () => {
    storage.legalDocumentsAccepted.set(true);
    fakeApi({ ...MEMBER_ROUTES, 'GET /v1/legaldocuments/latest': [TERMS] });
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(modal()).toBeNull();

    act(() => startSession(authToken()));
    expect(await screen.findByRole('dialog', { name: '[]legal.modal.title' })).toBeTruthy();
  });
});
