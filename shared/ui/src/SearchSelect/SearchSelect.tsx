import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../cx/index.ts';
import { controlClass, errorIdOf } from '../Field/index.ts';
import { filterOptions, type SelectOption } from './filterOptions.ts';

type ListModule = typeof import('./SearchSelectList.tsx');
/** The open list's module once it has arrived. */
let loadedList: ListModule | null = null;
let loadingList: Promise<ListModule> | null = null;

/** The open list and Floating UI: loaded on the input's first intent, not with the page. */
function loadList(): Promise<ListModule> {
  loadingList ??= import('./SearchSelectList.tsx').then(
    (module) => {
      loadedList = module;
      return module;
    },
    (error: unknown) => {
      loadingList = null; // the next intent tries again
      throw error;
    },
  );
  return loadingList;
}

export type SearchSelectProps = {
  id?: string;
  /** Accessible name when no visible <label htmlFor> points at the input. */
  ariaLabel?: string;
  /** Accessible name of the list of options (defaults to ariaLabel). */
  listLabel?: string;
  options: SelectOption[];
  value?: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  /** Shown in the list when nothing matches the search. */
  emptyText?: string;
  /**
   * Shown as the selected text (e.g. '+1' for a dial code) instead of the option label, which
   * then describes the input (its title: for screen readers, and on hover).
   */
  renderValue?: (option: SelectOption) => string;
  className?: string;
  listClassName?: string;
  /** The visitor reaches for the picker (hover, focus): time to fetch what its options need. */
  onIntent?: () => void;
  /**
   * The options are still on their way (a country list loading on first intent): the open list
   * says so, and an Enter pressed meanwhile picks once they are here.
   */
  loading?: boolean;
};

/** What the open list says while its options are on their way. */
const loadingText = 'Loading…';

/**
 * A searchable single-select on the WAI-ARIA 1.2 combobox pattern: typing filters, arrows move,
 * Enter picks, Escape closes and restores, Tab or an outside press closes without choosing. The
 * input and its state are here; the open list (SearchSelectList.tsx, on Floating UI) loads on
 * the first hover or focus, so a page or widget carries none of it until a visitor reaches for it.
 */
export function SearchSelect({
  id,
  ariaLabel,
  listLabel,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  required,
  emptyText = 'No matches',
  renderValue,
  className,
  listClassName,
  onIntent,
  loading = false,
}: SearchSelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const selected = options.find((option) => option.value === value);
  const shown = selected ? (renderValue?.(selected) ?? selected.label) : '';
  const [open, setOpen] = useState(false);
  // The chosen option's prefix (its flag) before the closed input's text; the search, open.
  const prefix = open ? undefined : selected?.prefix;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The open list's arrow keys (Floating UI's list navigation), while it is shown.
  const listKeys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  // The list's module, here once loaded (by any picker): until then an open list is its empty
  // listbox. The state makes this picker render again when the module arrives.
  const [arrived, setList] = useState(loadedList);
  const list = arrived ?? loadedList;
  const matches = open ? filterOptions(options, query) : [];
  // Enter while the options load: the pick waits for them, for what the visitor typed by then,
  // and stands if they move on meanwhile (Enter, then Tab, before a slow list arrives).
  const [pendingPick, setPendingPick] = useState<{ query: string; active: number } | null>(null);
  useEffect(() => {
    if (loading || !pendingPick) return;
    setPendingPick(null);
    choose(filterOptions(options, pendingPick.query)[pendingPick.active]);
  });

  // The list's module, on the first intent or once open; a failed load leaves the list closed,
  // and the next intent or opening tries again.
  function want() {
    if (!list) loadList().then(setList, () => {});
  }
  useEffect(() => {
    if (open) want();
  });

  function reach() {
    want();
    onIntent?.();
  }

  function openList() {
    if (disabled) return;
    const index = Math.max(
      0,
      options.findIndex((option) => option.value === value),
    );
    setQuery('');
    setActive(index);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery('');
  }

  function choose(option: SelectOption | undefined) {
    if (!option) return;
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        // Open, the list moves the active option; until its code has arrived, nothing moves.
        if (open) return listKeys.current?.(event);
        openList();
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        setActive(event.key === 'Home' ? 0 : Math.max(last, 0));
        break;
      case 'Enter':
        if (open && loading) setPendingPick({ query, active });
        else if (open) choose(matches[active]);
        else openList();
        break;
      case 'Escape':
        if (!open) return;
        event.stopPropagation();
        setPendingPick(null);
        close();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // Tab (or any focus move) out of the picker closes the list without choosing.
  function onBlur(event: FocusEvent<HTMLInputElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node && rootRef.current?.contains(next))) close();
  }

  const activeId = open && matches[active] ? `${listId}-${active}` : undefined;
  const listName = listLabel ?? ariaLabel;
  // Closed, or while the list's code loads: the empty listbox the input's aria-controls names.
  const closedList = <div id={listId} role="listbox" aria-label={listName} hidden />;

  return (
    <div ref={rootRef} data-slot="search-select" className={cx('relative', className)}>
      {prefix ? (
        // First, so its static position is the input's top left corner, over the input.
        <span
          aria-hidden="true"
          className="pointer-events-none absolute flex h-full items-center px-3"
        >
          {prefix}
        </span>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(inputId) : undefined}
        aria-required={required || undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={open ? query : shown}
        // A value shown other than by its name ('+1' for Canada) is described by that name.
        title={!open && shown !== selected?.label ? selected?.label : undefined}
        className={cx(controlClass, 'pr-9', prefix ? 'pl-10' : undefined)}
        onClick={() => (open ? undefined : openList())}
        onPointerEnter={reach}
        onFocus={reach}
        onChange={(event) => {
          if (!open) setOpen(true);
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <span aria-hidden="true" className="pointer-events-none absolute top-3 right-3 text-muted">
        ▾
      </span>
      {open && list && inputRef.current ? (
        <list.SearchSelectList
          input={inputRef.current}
          listId={listId}
          label={listName}
          matches={matches}
          value={value}
          active={active}
          emptyText={loading ? loadingText : emptyText}
          className={listClassName}
          onNavigate={setActive}
          onChoose={choose}
          onClose={close}
          keyHandler={listKeys}
        />
      ) : (
        closedList
      )}
    </div>
  );
}
