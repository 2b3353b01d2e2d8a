import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx/index.ts';
import { controlClass, errorIdOf } from '../Field/index.ts';
import { filterOptions, type SelectOption } from './filterOptions.ts';
import { useTopLayerList } from './useTopLayerList.ts';

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
  /** Shown as the selected text (e.g. '🇨🇦 +1' for a dial code) instead of the option label. */
  renderValue?: (option: SelectOption) => string;
  className?: string;
  listClassName?: string;
};

/**
 * A searchable single-select on the WAI-ARIA 1.2 combobox pattern: typing filters, arrows move,
 * Enter picks, Escape closes and restores. Plain state and the platform only: it ships in widgets.
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
}: SearchSelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const selected = options.find((option) => option.value === value);
  const shown = selected ? (renderValue?.(selected) ?? selected.label) : '';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = open ? filterOptions(options, query) : [];
  useTopLayerList(open, inputRef, listRef);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: Event) {
      const root = rootRef.current;
      // Same as close(); inlined so the listener depends on `open` alone.
      if (root && !event.composedPath().includes(root)) {
        setOpen(false);
        setQuery('');
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

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
        if (open) setActive(Math.min(active + 1, last));
        else openList();
        break;
      case 'ArrowUp':
        if (open) setActive(Math.max(active - 1, 0));
        else openList();
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        setActive(event.key === 'Home' ? 0 : Math.max(last, 0));
        break;
      case 'Enter':
        if (open) choose(matches[active]);
        else openList();
        break;
      case 'Escape':
        if (!open) return;
        event.stopPropagation();
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

  return (
    <div ref={rootRef} data-slot="search-select" className={cx('relative', className)}>
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
        className={cx(controlClass, 'pr-9')}
        onClick={() => (open ? undefined : openList())}
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
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel ?? ariaLabel}
        hidden={!open}
        className={cx(
          'absolute z-50 mt-1 max-h-64 w-full min-w-56 overflow-auto rounded-control border border-line bg-surface py-1 shadow-lift',
          listClassName,
        )}
      >
        {matches.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes through the combobox input
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input (aria-activedescendant)
          <div
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            data-index={index}
            aria-selected={option.value === value}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-base text-ink sm:text-sm',
              index === active && 'bg-primary-soft',
              option.value === value && 'font-semibold',
            )}
            // Keeps focus (and the caret) in the input: a mousedown's default moves focus away.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.prefix && <span aria-hidden="true">{option.prefix}</span>}
            <span className="flex-1">{option.label}</span>
            {option.detail && <span className="text-muted">{option.detail}</span>}
            {option.value === value && (
              <span aria-hidden="true" className="text-primary">
                ✓
              </span>
            )}
          </div>
        ))}
        {open && matches.length === 0 && (
          <div className="px-3 py-2 text-sm text-muted">{emptyText}</div>
        )}
      </div>
    </div>
  );
}
