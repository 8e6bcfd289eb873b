import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderStarted } from '@/testing/render-app';
import { SimpleAlertProvider, useSimpleAlert, type SimpleAlert } from './simple-alert';

function Alerts({ alert }: { alert: SimpleAlert }) {
  const show = useSimpleAlert();
  return <button onClick={() => show(alert)}>Show</button>;
}

/** Renders a button that shows the alert, and presses it. */
async function showAlert(alert: SimpleAlert) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SimpleAlertProvider>
          <Alerts alert={alert} />
        </SimpleAlertProvider>
      ),
    },
    { path: '/payment', element: <h1>Payment</h1> },
  ]);
  renderStarted(<RouterProvider router={router} />);
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  return router;
}

describe('simple alert', () => {
  it('shows title and body, and its button leads to the in-app link', async () => {
    const router = await showAlert({
      title: 'Don’t forget to subscribe!',
      body: 'Subscribe to watch everything.',
      buttonText: 'Subscribe',
      buttonLink: '/payment',
    });
    const alert = screen.getByRole('alertdialog', { name: 'Don’t forget to subscribe!' });
    expect(alert.textContent).toContain('Subscribe to watch everything.');

    await userEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens external links in a new tab', async () => {
    await showAlert({
      title: 'New app',
      body: 'Try it.',
      buttonText: 'Get it',
      buttonLink: 'https://apps.example/',
    });
    const link = screen.getByRole('link', { name: 'Get it' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('just closes when the button has no link', async () => {
    await showAlert({ title: 'Heads up', body: 'Maintenance tonight.', buttonText: 'OK' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
