import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('shows its cards as a titled list with focusable tiles', () => {
    renderStarted(
      <Carousel title="Past Winners" variant="posters">
        <a href="/video/1">Winner one</a>
        <a href="/season/2">Winner two</a>
      </Carousel>,
    );
    const rail = screen.getByRole('region', { name: 'Past Winners' });
    expect(rail.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Winner two' }).getAttribute('href')).toBe('/season/2');
  });

  it('scrolls by a page with its arrows, the previous arrow inactive at the start', async () => {
    renderStarted(
      <Carousel title="Latest">
        <a href="/video/1">One</a>
      </Carousel>,
    );
    const track = screen.getByRole('list');
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    Object.defineProperty(track, 'clientWidth', { value: 600 });

    const previous = screen.getByRole('button', { name: '[]carousel.previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '[]carousel.next' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 600 });
  });
});
