import { ToastProvider } from '@gw/ui';
import { FundingDialog } from './FundingDialog.tsx';
import type { FundingWizardProps } from './fundingWizardProps.ts';

export type { FundingWizardProps };

/** The 3-step funding application (spec §2, §4, §5, §8) with its own toasts. */
export function FundingWizard(props: FundingWizardProps) {
  return (
    <ToastProvider portalRoot={props.portalRoot}>
      <FundingDialog {...props} />
    </ToastProvider>
  );
}
