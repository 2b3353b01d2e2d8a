import { Button, ConsentNotice, Honeypot, Modal, useControllableState } from '@gw/ui';
import { useEffect, useId } from 'react';
import { CompanyStep } from './CompanyStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { fundingCopy as copy } from './copy.ts';
import { DetailsStep } from './DetailsStep.tsx';
import type { FundingWizardProps } from './fundingWizardProps.ts';
import { StepHeading } from './StepHeading.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useFundingWizard } from './useFundingWizard.ts';

/** The modal around the wizard; the answers live here, above the dialog, so Cancel keeps them. */
export function FundingDialog({
  open,
  defaultOpen,
  onOpenChange,
  apiBase,
  countriesBase,
  attribution,
  policyHref,
  portalRoot,
  onSend,
  onResult,
  onStep,
  prefill,
}: FundingWizardProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const wizard = useFundingWizard({
    apiBase,
    attribution,
    onSend,
    onResult,
    prefill,
    onApplied: () => setOpen(false),
  });
  const idPrefix = useId();
  // Each step shown is told once: on opening, and at each Next or Back while open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new onStep is no new step
  useEffect(() => {
    if (isOpen) onStep?.(wizard.step + 1, copy.steps[wizard.step]?.title ?? '');
  }, [isOpen, wizard.step]);
  const stepProps = {
    idPrefix,
    values: wizard.values,
    errors: wizard.errors,
    setField: wizard.setField,
    updateFiles: wizard.updateFiles,
    touch: wizard.touch,
  };

  return (
    <Modal open={isOpen} onOpenChange={setOpen} title={copy.title} portalRoot={portalRoot}>
      <StepIndicator step={wizard.step} />
      <form ref={wizard.formRef} noValidate onSubmit={wizard.onSubmit} data-slot="funding-form">
        <StepHeading step={wizard.step} />
        <Honeypot inputRef={wizard.honeypotRef} />
        <div className="mt-4">
          {wizard.step === 0 && <CompanyStep {...stepProps} />}
          {wizard.step === 1 && (
            <DetailsStep
              {...stepProps}
              countriesBase={countriesBase}
              startUpload={(file) => void wizard.startUpload(file)}
              waiting={wizard.waiting}
              removeWaiting={wizard.removeWaiting}
            />
          )}
          {wizard.step === 2 && <ContactStep {...stepProps} />}
        </div>
        {wizard.step === wizard.lastStep && (
          <ConsentNotice
            marketing={wizard.marketing}
            onMarketingChange={wizard.setMarketing}
            policyHref={policyHref}
            className="mt-6"
          />
        )}
        <div className="mt-8 flex justify-end gap-3">
          {wizard.step === 0 ? (
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {copy.cancel}
            </Button>
          ) : (
            <Button variant="secondary" onClick={wizard.back} disabled={wizard.submitting}>
              {copy.back}
            </Button>
          )}
          <Button type="submit" loading={wizard.submitting}>
            {wizard.step === wizard.lastStep ? copy.submit : copy.next}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
