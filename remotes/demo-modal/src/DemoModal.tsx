import type { LeadOutcome } from '@gw/api-client';
import type { Attribution } from '@gw/config';
import {
  Button,
  ConsentNotice,
  Honeypot,
  Modal,
  ToastProvider,
  useControllableState,
} from '@gw/ui';
import { demoCopy as copy } from './copy.ts';
import { DemoFields } from './DemoFields.tsx';
import type { DemoValues } from './demoValues.ts';
import { useDemoForm } from './useDemoForm.ts';

export interface DemoModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The {iam host} the booking goes to (default urls.apiBase). */
  apiBase?: string;
  /** Where the lead came from; sent in the attribution header. */
  attribution?: Attribution;
  /** The privacy policy the notice links to (default the site's path; absolute in a widget). */
  policyHref?: string;
  /** Where the dialog and its toasts are portalled (default document.body). */
  portalRoot?: HTMLElement | null;
  /** Values the form starts with (and returns to after a booking), e.g. from widget attributes. */
  prefill?: Partial<DemoValues>;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?(fields: string[]): void;
  /** What the booking came to ({ ok, saved, message }), after the visitor was shown the message. */
  onResult?(outcome: LeadOutcome): void;
}

/** 'Schedule a Demo' (spec §2, §4, §5, §8) with its own toasts, so it works in any host. */
export function DemoModal(props: DemoModalProps) {
  return (
    <ToastProvider portalRoot={props.portalRoot}>
      <DemoDialog {...props} />
    </ToastProvider>
  );
}

function DemoDialog({
  open,
  defaultOpen,
  onOpenChange,
  apiBase,
  attribution,
  policyHref,
  portalRoot,
  prefill,
  onSend,
  onResult,
}: DemoModalProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  // The form lives above the dialog, so Cancel keeps what was typed; only a booking resets it.
  const form = useDemoForm({
    apiBase,
    attribution,
    prefill,
    onSend,
    onResult,
    onBooked: () => setOpen(false),
  });

  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      title={copy.title}
      description={copy.intro}
      portalRoot={portalRoot}
    >
      <form ref={form.formRef} noValidate onSubmit={form.submit} data-slot="demo-form">
        <Honeypot inputRef={form.honeypotRef} />
        <DemoFields values={form.values} errors={form.errors} onField={form.setField} />
        <ConsentNotice
          marketing={form.marketing}
          onMarketingChange={form.setMarketing}
          policyHref={policyHref}
          className="mt-5"
        />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {copy.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
