import type { Attribution } from '@gw/config';
import { ToastProvider } from '@gw/ui';
import { FundingDialog } from './FundingDialog.tsx';

export interface FundingWizardProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The {iam host}: upload addresses and the application (default urls.apiBase). */
  apiBase?: string;
  /** The countries-and-states service (default urls.countriesBase). */
  countriesBase?: string;
  /** Where the lead came from; sent in the attribution header. */
  attribution?: Attribution;
  /** Where the dialog and its toasts are portalled (default document.body). */
  portalRoot?: HTMLElement | null;
}

/** The 3-step funding application (spec §2, §4, §5, §8) with its own toasts. */
export function FundingWizard(props: FundingWizardProps) {
  return (
    <ToastProvider portalRoot={props.portalRoot}>
      <FundingDialog {...props} />
    </ToastProvider>
  );
}
