import { fundingSteps } from './structs/funding.ts';
import { type Validatable, validateForm } from './validate.ts';

/** A funding wizard step by number (1 to limits.fundingSteps), or any step schema. */
export type FundingStep = 1 | 2 | 3 | Validatable;

/** One wizard step's problems (field → first message), for the funding wizard's Next. */
export function validateStep(step: FundingStep, values: unknown): Record<string, string> {
  const struct = typeof step === 'number' ? fundingSteps[step - 1] : step;
  if (!struct) throw new RangeError(`There is no funding step ${String(step)}`);
  return validateForm(struct, values);
}
