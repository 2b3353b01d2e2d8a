import { Button } from '@gw/ui';
import type { MountOptions } from '../embed/options.ts';
import { dialogLoadFailed } from './launcherLabels.ts';

type LauncherProps = {
  options: MountOptions;
  /** The label when the partner gives none. */
  defaultLabel: string;
  onOpen: () => void;
  /** The first sign the visitor may press it: time to fetch the dialog's code. */
  onIntent?: () => void;
  /** The dialog's code is on its way after a press: the button shows it is busy. */
  loading?: boolean;
  /** The dialog's code could not be fetched: said under the button until a press works. */
  failed?: boolean;
};

/** The button that opens a dialog widget (hidden with `launcher="false"`). */
export function Launcher({
  options,
  defaultLabel,
  onOpen,
  onIntent,
  loading,
  failed,
}: LauncherProps) {
  if (options.launcher === false) return null;
  return (
    <>
      <Button
        loading={loading}
        onClick={onOpen}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
      >
        {options.label ?? defaultLabel}
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {dialogLoadFailed}
        </p>
      )}
    </>
  );
}
