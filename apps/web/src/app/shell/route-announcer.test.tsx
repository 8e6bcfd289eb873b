import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Crewcast`;
  }, [title]);
  return <h1>{title}</h1>;
}

/** A page whose heading is a skeleton until its data arrives. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Page title="Episode one" /> : <h1 aria-busy="true">Loading</h1>;
}

function FormPage() {
  useEffect(() => {
    document.title = 'Log in · Crewcast';
  }, []);
  return (
    <>
      <h1>Log in</h1>
      <input aria-label="Email" autoFocus />
    </>
  );
}

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              <Link to="/faq">FAQ</Link>
              <Link to="/video/1">Video</Link>
              <Link to="/login">Log in</Link>
            </nav>
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <RouteAnnouncer mainId="main" />
          </>
        ),
        children: [
          { path: '/', element: <Page title="Home" /> },
          { path: '/faq', element: <Page title="Frequently asked questions" /> },
          { path: '/video/1', element: <SlowPage /> },
          { path: '/login', element: <FormPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const announcer = () => screen.getByTestId('route-announcer');

describe('moving between pages', () => {
  it('leaves focus and the announcer alone on the first page', async () => {
    renderSite();
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
    expect(announcer().textContent).toBe('');
  });

  it.each([
    ['lands focus on the new page’s heading and announces its title', 'FAQ', 'Frequently asked questions'],
    ['waits for a heading still loading, then lands on it', 'Video', 'Episode one'],
  ])('%s', async (_case, link, title) => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: link }));
    const heading = await screen.findByRole('heading', { name: title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(announcer().textContent).toBe(`${title} · Crewcast`);
  });

  it('keeps focus where the new page put it, and still announces the page', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(announcer().textContent).toBe('Log in · Crewcast'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
