import { Button } from '@gw/ui';
import type { MountOptions } from '../embed/options.ts';

type LauncherProps = {
  options: MountOptions;
  /** The label when the partner gives none. */
  defaultLabel: string;
  onOpen: () => void;
};

/** The button that opens a dialog widget (hidden with `launcher="false"`). */
export function Launcher({ options, defaultLabel, onOpen }: LauncherProps) {
  if (options.launcher === false) return null;
  return <Button onClick={onOpen}>{options.label ?? defaultLabel}</Button>;
}
