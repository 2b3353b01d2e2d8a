import {
  acceptDocuments,
  consentGiven,
  fundingLeadPath,
  fundingOutcome,
  type LeadOutcome,
  newIdempotencyKey,
  startOutbox,
  submitLead,
  uploadDocuments,
} from '@gw/api-client';
import { type Attribution, type ConsentGiven, limits } from '@gw/config';
import { buildFundingPayload } from '@gw/forms';
import { honeypotField, useLeadSubmit, useToast } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { emptyFunding, fundingProblems, toFundingForm } from './fundingRules.ts';
import {
  type FundingField,
  type FundingPrefill,
  type FundingValues,
  stepFields,
  type UploadedFile,
} from './fundingValues.ts';
import { useUploads } from './useUploads.ts';

interface WizardOptions {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  /** Answers to start (and start again) from. */
  prefill?: FundingPrefill | undefined;
  /** After a successful application (the wizard is already reset). */
  onApplied(): void;
  /** A valid application is being sent: the payload's field names, never the values. */
  onSend?: ((fields: string[]) => void) | undefined;
  /** What the application came to, with the message the visitor was shown. */
  onResult?: ((outcome: LeadOutcome) => void) | undefined;
}

/** Documents an upload could not reach the service for: they go with the application. */
function waitingDocuments(files: File[]) {
  return files.map((file) => ({ file, name: file.name, type: file.type }));
}

const lastStep = limits.fundingSteps - 1;

/**
 * Spec §4 funding wizard: Next validates the current step, marks its fields touched and advances
 * only without errors; Back returns a step; Submit on the last step posts the whole application.
 * A failed submit keeps the wizard open with every answer (deviation from the spec's close).
 * Documents upload here, above the steps, so one still on its way when the visitor moves to
 * another step keeps going; Submit pressed meanwhile waits for it and sends it with the rest.
 * The application goes through the lead pipeline (DESIGN.md §10): without a connection it waits
 * on this device with the documents that could not be uploaded, and goes when the connection is
 * back; the success (toast, reset, onApplied) comes then.
 */
export function useFundingWizard({
  apiBase,
  attribution,
  onApplied,
  onSend,
  onResult,
  prefill,
}: WizardOptions) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<FundingValues>(() => ({ ...emptyFunding(), ...prefill }));
  const [touched, setTouched] = useState<Partial<Record<FundingField, boolean>>>({});
  const [waiting, setWaiting] = useState<File[]>([]);
  // The "keep me informed" choice of the last step: unticked until the visitor ticks it.
  const [marketing, setMarketing] = useState(false);
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const uploads = useUploads({
    apiBase,
    onUploaded: (file) => updateFiles((current) => [...current, file]),
    onWaiting: (file) => setWaiting((current) => [...current, file]),
  });

  useEffect(() => {
    acceptDocuments(uploadDocuments);
    startOutbox();
  }, []);
  // Submit was pressed while documents were uploading: send once they are in, with the consent
  // given when it was pressed.
  const [queued, setQueued] = useState<ConsentGiven | null>(null);

  // Live, so an error goes as soon as the answer is fixed; shown only once a field is touched.
  const problems = fundingProblems(step, values);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems)) {
    if (touched[field as FundingField]) errors[field] = message;
  }

  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current);
  }, [invalidAttempts]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: submitApplication reads this render's answers
  useEffect(() => {
    if (!queued || uploads.running > 0) return;
    setQueued(null);
    void submitApplication(queued);
  }, [queued, uploads.running]);

  // Whether the visitor picked step 3's dial code: until then it follows step 2's country.
  const dialCodeChosen = useRef(false);

  function setField<Name extends keyof FundingValues>(name: Name, value: FundingValues[Name]) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'phone' && next.phone.country.code !== current.phone.country.code) {
        dialCodeChosen.current = true;
      }
      // The country of the project is the phone's default country (issue 26), the spec's Canada
      // (+1) before one is chosen; a dial code the visitor picked stays.
      if (name === 'country' && next.country && !dialCodeChosen.current) {
        next.phone = { ...current.phone, country: next.country };
      }
      return next;
    });
  }

  function updateFiles(update: (files: UploadedFile[]) => UploadedFile[]) {
    setValues((current) => ({ ...current, uploadedFiles: update(current.uploadedFiles) }));
  }

  function touch(field: FundingField) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  /** Touches the step's fields; true when none of them has a problem. */
  function checkStep(): boolean {
    const fields = stepFields[step] ?? [];
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    const clean = fields.every((field) => !problems[field]);
    if (!clean) setInvalidAttempts((count) => count + 1);
    return clean;
  }

  function reset() {
    setStep(0);
    setValues({ ...emptyFunding(), ...prefill });
    dialCodeChosen.current = false;
    setMarketing(false);
    setTouched({});
    setWaiting([]);
  }

  function back() {
    setStep((current) => Math.max(0, current - 1));
  }

  function finish(outcome: LeadOutcome) {
    // Not sent at all: the toast stays, with the prepared e-mail; the answers stay in the form.
    toast.show({
      message: outcome.message,
      tone: outcome.ok ? 'success' : outcome.saved ? 'dark' : 'error',
      persistent: outcome.saved || !!outcome.failed,
      action: outcome.mailto,
    });
    onResult?.(outcome);
    if (!outcome.ok) return;
    reset();
    onApplied();
  }

  async function submitApplication(consent: ConsentGiven) {
    const payload = buildFundingPayload(toFundingForm(values));
    const fields = Object.keys(payload);
    if (waiting.length && !fields.includes('uploadedFiles')) fields.push('uploadedFiles');
    onSend?.(fields);
    const body = { ...payload, ...honeypotField(honeypotRef.current) };
    const documents = waitingDocuments(waiting);
    await lead.send(
      { body, documents: documents.map(({ name, type }) => [name, type]) },
      (key) =>
        submitLead(
          { key, path: fundingLeadPath, body, apiBase, attribution, consent, documents },
          fundingOutcome,
        ),
      finish,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending || queued || !checkStep()) return;
    if (step < lastStep) return setStep(step + 1);
    const consent = consentGiven(marketing);
    if (uploads.running > 0) setQueued(consent);
    else void submitApplication(consent);
  }

  return {
    step,
    lastStep,
    values,
    errors,
    submitting: lead.sending || !!queued,
    marketing,
    setMarketing,
    waiting,
    removeWaiting: (file: File) => setWaiting((current) => current.filter((kept) => kept !== file)),
    startUpload: uploads.start,
    setField,
    updateFiles,
    touch,
    back,
    reset,
    onSubmit,
    formRef,
    honeypotRef,
  };
}
