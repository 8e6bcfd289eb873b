import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '@/lib/external-navigation';
import { fakeApi } from '@/testing/fake-api';
import { remoteConfig } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render-app';

const FAQ = [
  { id: 1, question: 'Can I cancel any time?', answer: 'Yes, from your account.' },
  { id: 2, question: 'What are Producer Points?', answer: 'Points you spend in Greenlight.' },
];

describe('FAQ page', () => {
  it('lists the questions of the shown language, each expanding to its answer', async () => {
    fakeApi({ '/v1/faq?languageId=4': FAQ });
    renderAppAt('/faq');
    const question = await screen.findByRole('button', { name: 'Can I cancel any time?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Can I cancel any time?' });
    expect(answer.textContent).toBe('Yes, from your account.');
    expect(question.getAttribute('aria-controls')).toBe(answer.id);

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when there are no questions', async () => {
    fakeApi({ '/v1/faq?languageId=4': [] });
    renderAppAt('/faq');
    expect(await screen.findByRole('heading', { name: '[]faq.empty.title' })).toBeTruthy();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    fakeApi({});
    renderAppAt('/faq');
    expect(await screen.findByRole('heading', { name: '[]faq.error' })).toBeTruthy();

    fakeApi({ '/v1/faq?languageId=4': FAQ });
    await userEvent.click(screen.getByRole('button', { name: '[]common.retry' }));
    expect(await screen.findByRole('button', { name: 'What are Producer Points?' })).toBeTruthy();
  });

  it('redirects to faq_url when the network keeps its FAQ elsewhere', async () => {
    const fetchMock = fakeApi({});
    renderAppAt('/faq', { config: remoteConfig({ faq_url: 'https://help.example/faq' }) });
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledWith(new URL('https://help.example/faq')));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
