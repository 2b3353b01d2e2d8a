import { formatAmount, sanitizeAmount } from '@gw/forms';
import { TextField, type TextFieldProps } from '@gw/ui';

/**
 * The amount as the visitor types it: only digits, commas and periods are kept, and the whole
 * part is shown with thousands separators (spec §5). Parsing happens in the payload builder.
 */
export function AmountField({ onChange, ...props }: TextFieldProps) {
  return (
    <TextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      onChange={(raw) => onChange(formatAmount(sanitizeAmount(raw)))}
    />
  );
}
