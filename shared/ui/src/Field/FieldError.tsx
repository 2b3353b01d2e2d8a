/** The id of a field's error text, for the control's aria-describedby. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

export type FieldErrorProps = {
  /** The id of the control (or group) the message belongs to; the message's id is errorIdOf(it). */
  of: string;
  children: string | undefined;
};

/**
 * Every form's one error look: 12 px, medium, danger red. role="alert": the message is announced
 * when it appears (after a submit or a blur). Nothing is drawn without a message.
 */
export function FieldError({ of, children }: FieldErrorProps) {
  return children ? (
    <p id={errorIdOf(of)} role="alert" className="text-xs font-medium text-danger">
      {children}
    </p>
  ) : null;
}
