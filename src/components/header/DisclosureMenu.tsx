import React, {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface Props {
  /** The toggle's id; the list is `${id}-list`. */
  id: string;
  /** The toggle's content (its accessible name). */
  title: ReactNode;
  /** Lines the list up with the toggle's right edge (menus at the end of the bar). */
  alignEnd?: boolean;
  /** The entries: links or buttons with the `dropdown-item` class. */
  children: ReactNode;
  /** The wrapper's and the toggle's classes: a navbar item unless told otherwise. */
  className?: string;
  toggleClassName?: string;
  /** Shown before the toggle inside the wrapper (a split button's main button). */
  lead?: ReactNode;
  /** The wrapper's role (a split button is a group). */
  role?: 'group';
}

const ITEM = '.dropdown-item';

const entriesOf = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>(ITEM) ?? []);

/**
 * A menu in Bootstrap's dropdown markup without React-Bootstrap's Dropdown and the positioning
 * library it loads (Bootstrap's own CSS places the list under its toggle: `data-bs-popper`).
 * A disclosure button (aria-expanded) shows the list, rendered only while open. Keyboard as
 * React-Bootstrap's: arrow keys open it and move between the entries, Escape closes it and
 * returns to the toggle, tabbing out of it or clicking elsewhere closes it, and so does choosing
 * an entry.
 */
export function DisclosureMenu({
  id,
  title,
  alignEnd = false,
  children,
  className = 'nav-item dropdown',
  toggleClassName = 'dropdown-toggle nav-link',
  lead,
  role,
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  /** Which entry takes the focus once the list has rendered (opened from the keyboard). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const listId = `${id}-list`;

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) {
      const items = entriesOf(root.current);
      (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    const closeOutside = (event: globalThis.MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The toggle's and the list's keys only, not a split button's main button's.
    const target = event.target as Node;
    if (target !== toggle.current && !list.current?.contains(target)) return;
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    if (!open) {
      focusOnOpen.current = down ? 'first' : 'last';
      setOpen(true);
      return;
    }
    const items = entriesOf(root.current);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = down ? (at + 1) % items.length : at <= 0 ? items.length - 1 : at - 1;
    items[next]?.focus();
  };

  // Tabbing away closes the list; a click elsewhere (no focus target) is closeOutside's.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  };

  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest(ITEM)) setOpen(false);
  };

  return (
    <div ref={root} role={role} className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      {lead}
      <button
        ref={toggle}
        type="button"
        id={id}
        className={toggleClassName}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      {open && (
        // The entries (links and buttons) take the clicks; this only closes the list after one.
        <div
          ref={list}
          id={listId}
          className={`dropdown-menu show${alignEnd ? ' dropdown-menu-end' : ''}`}
          data-bs-popper="static"
          aria-labelledby={id}
          onClick={onListClick}
        >
          {children}
        </div>
      )}
    </div>
  );
}
