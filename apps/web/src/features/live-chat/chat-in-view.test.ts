import { describe, expect, it } from 'vitest';
import { pageTop, scrollToReveal } from './chat-in-view';

describe('keeping the chat’s send box on screen', () => {
  it('measures the chat’s top as on the unscrolled page', () => {
    const chat = { getBoundingClientRect: () => ({ top: 113.4 }) } as Element;
    expect(pageTop(chat, 200)).toBe(313);
    expect(pageTop({ getBoundingClientRect: () => ({ top: -50 }) } as Element, 0)).toBe(0);
  });

  it('scrolls a field hidden by a keyboard back above it, with a margin', () => {
    // A 844 px phone with a 336 px keyboard: 508 px are visible.
    expect(scrollToReveal(820, { offsetTop: 0, height: 508 })).toBe(320);
    // The visual viewport has panned down by 300 px already.
    expect(scrollToReveal(820, { offsetTop: 300, height: 508 })).toBe(20);
  });

  it('leaves a field that shows alone', () => {
    expect(scrollToReveal(400, { offsetTop: 0, height: 508 })).toBe(0);
  });
});
