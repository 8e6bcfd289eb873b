import { useEffect, type RefObject } from 'react';

/** Room kept between the chat and the bottom of the screen or the top of an on-screen keyboard, in pixels. */
export const SCREEN_MARGIN_PX = 8;

/** The chat's top as the page would have it scrolled to its start: where it begins below the stream. */
export function pageTop(element: Element, scrollY: number): number {
  return Math.max(0, Math.round(element.getBoundingClientRect().top + scrollY));
}

/**
 * How far to scroll so a field's bottom edge shows above what hides the screen's bottom (an on-screen keyboard
 * shrinks the visual viewport, not the page), or 0 when it shows already.
 */
export function scrollToReveal(
  fieldBottom: number,
  visible: { offsetTop: number; height: number },
  margin = SCREEN_MARGIN_PX,
): number {
  return Math.max(0, Math.ceil(fieldBottom + margin - (visible.offsetTop + visible.height)));
}

/**
 * Keeps a chat's send box on screen: the chat's page top goes to `--live-chat-top`, from which the style sizes
 * it to end at the screen's bottom (100dvh), and when a keyboard opens over a focused field in it the page
 * scrolls that field back above the keyboard.
 */
export function useChatInView(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const chat = ref.current;
    if (!chat) return;
    const measure = () => chat.style.setProperty('--live-chat-top', `${pageTop(chat, window.scrollY)}px`);
    measure();
    // What sits above the chat (the stream, a banner) changes height as it loads.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);

    const viewport = window.visualViewport;
    const reveal = () => {
      const field = document.activeElement;
      if (!viewport || !(field instanceof HTMLElement) || !chat.contains(field)) return;
      const by = scrollToReveal(field.getBoundingClientRect().bottom, viewport);
      if (by > 0) window.scrollBy(0, by);
    };
    viewport?.addEventListener('resize', reveal);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      viewport?.removeEventListener('resize', reveal);
    };
  }, [ref]);
}
