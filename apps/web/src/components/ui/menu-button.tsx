import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import './menu-button.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
}

export interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (an icon); the label is its name. */
  icon: ReactNode;
  actions: readonly MenuAction[];
}

/** Room the menu needs below its button before it opens upwards instead. */
const MENU_ROOM_PX = 240;

/**
 * Where the menu goes: fixed to the viewport under its button (or above it near the bottom), so a scrolling
 * list around the button does not cut it off.
 */
function placeMenu(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const right = window.innerWidth - rect.right;
  return window.innerHeight - rect.bottom < MENU_ROOM_PX
    ? { right, bottom: window.innerHeight - rect.top + 4 }
    : { right, top: rect.bottom + 4 };
}

/**
 * A button opening a short menu of actions: arrow keys move between them, Escape or Tab closes it, and focus
 * goes back to the button after a choice or Escape.
 */
export function MenuButton({ label, icon, actions }: MenuButtonProps) {
  const [placement, setPlacement] = useState<CSSProperties | null>(null);
  const open = placement !== null;
  const menuId = useId();
  const buttonRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setPlacement(null);
    if (returnFocus) buttonRef.current?.querySelector('button')?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus({ preventScroll: true });
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!buttonRef.current?.contains(event.target as Node)) setPlacement(null);
    };
    // A fixed menu would stay put while the page scrolls away (a list scrolling inside it may move on).
    const closeOnScroll = () => setPlacement(null);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    window.addEventListener('scroll', closeOnScroll);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      window.removeEventListener('scroll', closeOnScroll);
    };
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="menu-button" ref={buttonRef}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setPlacement(open ? null : placeMenu(event.currentTarget))}
      >
        {icon}
      </Button>
      {open && (
        <ul
          ref={menuRef}
          className="menu-button__menu"
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={handleKeyDown}
        >
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={
                  action.tone === 'danger'
                    ? 'menu-button__item menu-button__item--danger'
                    : 'menu-button__item'
                }
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
