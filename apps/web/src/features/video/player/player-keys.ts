/** What a key press asks of the player (DESIGN: the player answers space, arrows, f, m, c). */
export type PlayerCommand =
  | { type: 'toggle-play' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; change: number }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-mute' }
  | { type: 'toggle-captions' };

export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

export interface PlayerKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Tag name of the focused element the key was pressed in. */
  targetTag?: string;
}

/** Elements whose own keys win: typing, choosing from a list, sliding a range. */
const FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The command for a key press, or null when the key is not the player's or belongs to a focused control. */
export function playerCommandForKey({
  key,
  ctrlKey,
  metaKey,
  altKey,
  targetTag,
}: PlayerKeyEvent): PlayerCommand | null {
  if (ctrlKey || metaKey || altKey) return null;
  if (targetTag && FIELD_TAGS.has(targetTag)) return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      // A focused button presses itself on space.
      return targetTag === 'BUTTON' || targetTag === 'A' ? null : { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seek', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volume', change: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', change: -VOLUME_STEP };
    case 'f':
    case 'F':
      return { type: 'toggle-fullscreen' };
    case 'm':
    case 'M':
      return { type: 'toggle-mute' };
    case 'c':
    case 'C':
      return { type: 'toggle-captions' };
    default:
      return null;
  }
}

/** Dialogs lay over the page: keys pressed in one are the dialog's, whatever is behind it. */
const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog';

/**
 * Whether a key pressed on `target` is the player's to answer: it was pressed inside the player (the video or
 * its controls), and not inside a dialog.
 */
export function isPlayerKeyTarget(player: Element, target: EventTarget | null): boolean {
  return target instanceof Element && player.contains(target) && target.closest(DIALOG_SELECTOR) === null;
}
