/**
 * The one required marker: a red '*' after the label, hidden from assistive technology (the
 * control says it with aria-required) and kept outside the <label>, so the label's text, and so
 * the control's name, stays the plain label.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}
