import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../cx/index.ts';
import { LineIcon } from '../LineIcon/index.ts';
import { uploadIcon } from './uploadIcon.ts';

export type FileDropProps = {
  label: string;
  /** Accepted MIME types or extensions, as for <input accept>. */
  accept?: readonly string[];
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  hint?: string;
  multiple?: boolean;
};

/** A drop zone that is also a button: click, Enter or Space opens the file chooser. */
export function FileDrop({ label, accept, onFiles, disabled, hint, multiple }: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  // Suffixed: under Preact, useId restarts in each render root (a portal, a widget's dialog), so
  // a bare id can equal the dialog title's, and the zone would be named by that title.
  const id = useId();
  const labelId = `${id}-drop-label`;
  const hintId = `${id}-drop-hint`;

  function take(list: FileList | null | undefined) {
    const files = list ? Array.from(list) : [];
    if (files.length && !disabled) onFiles(files);
  }

  // Native listeners: Preact maps onDragOver by the DOM's `ondragover` property, which some
  // environments lack, so both renderers get the same plain addEventListener wiring.
  useEffect(() => {
    const zone = zoneRef.current;
    if (!zone) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      take(event.dataTransfer?.files);
    };
    // Cancelling dragenter and dragover is what tells the browser this element takes drops.
    zone.addEventListener('dragenter', over);
    zone.addEventListener('dragover', over);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('drop', drop);
    return () => {
      zone.removeEventListener('dragenter', over);
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('drop', drop);
    };
  });

  return (
    <>
      <button
        ref={zoneRef}
        type="button"
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        data-slot="file-drop"
        data-dragging={dragging || undefined}
        className={cx(
          // Children ignore the pointer so dragging across them sends no dragleave to the zone.
          'flex w-full min-h-28 cursor-pointer *:pointer-events-none flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-field-line bg-canvas px-4 py-6 text-center transition-colors',
          'hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          dragging && 'border-primary bg-primary-soft',
          disabled && 'cursor-not-allowed opacity-60',
        )}
        onClick={() => inputRef.current?.click()}
      >
        <LineIcon d={uploadIcon} className="size-7 text-primary" />
        <span id={labelId} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={accept?.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
