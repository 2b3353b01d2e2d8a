import { Button, type ButtonVariant, Modal, TextField } from '@gw/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

export type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** The action runs: the confirm button spins and the dialog stays. */
  busy: boolean;
  /** Asked to type this (an e-mail address) before the confirm button enables. */
  typeToConfirm?: string;
  onConfirm(): void;
  onCancel(): void;
};

/** Addresses compare as the API matches them: trimmed, any case. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Asks before an operator action acts (issue 27), open while mounted: the kit's Modal (focus
 * trapped, Escape and Cancel close, focus back on the button that opened it). With
 * `typeToConfirm`, the operator types the address again before the action can run.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  variant = 'primary',
  busy,
  typeToConfirm,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const ready = typeToConfirm === undefined || sameAddress(typed, typeToConfirm);

  function close() {
    if (!busy) onCancel();
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !busy) onConfirm();
  }

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {typeToConfirm === undefined ? null : (
          <TextField
            id={`${id}-typed`}
            label="Type the address again to confirm"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={setTyped}
          />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} loading={busy} disabled={!ready}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
