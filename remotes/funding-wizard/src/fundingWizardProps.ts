// The wizard's props, apart from the wizard (issue 24): FundingDialog renders them and
// FundingWizard passes them on, so neither imports the other for them.
import type { LeadOutcome as FundingOutcome } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import type { FundingPrefill } from './fundingValues.ts';

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
  /** The privacy policy the notice links to (default the site's path; absolute in a widget). */
  policyHref?: string;
  /** Answers to start from, and to start again from after an application went through. */
  prefill?: FundingPrefill;
  /** Where the dialog and its toasts are portalled (default document.body). */
  portalRoot?: HTMLElement | null;
  /** A valid application is being sent (Submit of step 3): field names, never the values. */
  onSend?(fields: string[]): void;
  /**
   * What the application came to ({ ok, message }), after the visitor was shown the message.
   * Upload failures are not reported here: they are the documents' own toasts.
   */
  onResult?(outcome: FundingOutcome): void;
  /**
   * A step is shown: when the dialog opens and at each Next or Back. `step` counts from 1;
   * `name` is the step's title (spec §2: 'Company Details', 'Funding Details', …).
   */
  onStep?(step: number, name: string): void;
}
