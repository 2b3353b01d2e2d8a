import { layout } from '@gw/config';
import { Button, Modal } from '@gw/ui';
import { useId, useState } from 'react';
import { rolePickerCopy as copy } from './copy.ts';
import { pathForRole, type Role, roles } from './roles.ts';
import { useOpenState } from './useOpenState.ts';

export interface RolePickerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** Goes to the chosen audience page; a plain page load when not given. */
  navigate?(path: string): void;
  /** Called with the confirmed role when the visitor presses Continue. */
  onSelect?(role: Role): void;
  /** Where the dialog is portalled (default document.body). */
  portalRoot?: HTMLElement | null;
}

function goTo(path: string) {
  window.location.assign(path);
}

/**
 * 'I am a...' (spec §2, §4): one role at a time (choosing another replaces it), Continue
 * disabled until a choice, then it goes to that page and closes; Cancel and the close icon dismiss.
 */
export function RolePicker({
  open,
  defaultOpen,
  onOpenChange,
  navigate = goTo,
  onSelect,
  portalRoot,
}: RolePickerProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const [choice, setChoice] = useState<Role | null>(null);
  const name = useId();

  function close() {
    setChoice(null);
    setOpen(false);
  }

  function confirm() {
    if (!choice) return;
    onSelect?.(choice);
    close();
    navigate(pathForRole(choice));
  }

  return (
    <Modal
      open={isOpen}
      onOpenChange={(next: boolean) => (next ? setOpen(true) : close())}
      title={copy.title}
      description={copy.description}
      maxWidth={layout.roleDialogMaxWidth}
      portalRoot={portalRoot}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {copy.cancel}
          </Button>
          <Button disabled={!choice} onClick={confirm}>
            {copy.continue}
          </Button>
        </>
      }
    >
      <fieldset data-slot="role-options" className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{copy.title}</legend>
        {roles.map((option) => (
          <label
            key={option.role}
            className="flex cursor-pointer flex-col gap-1 rounded-card border border-line bg-surface p-4 text-body transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
          >
            {/* The radio sits on the title's first line (a 24 px line, a 16 px radio: 4 px down),
                also when the title wraps. */}
            <span className="flex items-start gap-2 leading-6 font-semibold text-ink">
              <input
                type="radio"
                name={name}
                value={option.role}
                checked={choice === option.role}
                onChange={() => setChoice(option.role)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              {option.label}
            </span>
            <span className="text-sm text-muted">{option.description}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
