import { antiSpam } from '@gw/config';
import type { RefObject } from 'react';

/** Off-screen, not display:none: some bots skip fields they can tell are hidden. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/** The anti-spam trap (antiSpam.honeypotField); people and screen readers never meet it. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label>
        Fax number
        <input
          ref={inputRef}
          name={antiSpam.honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/** The trap's value as a body field, only when something filled it. */
export function honeypotValue(input: HTMLInputElement | null): Record<string, string> {
  const value = input?.value ?? '';
  return value ? { [antiSpam.honeypotField]: value } : {};
}
