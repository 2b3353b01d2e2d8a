import { Button, ConsentNotice, cx, Honeypot, Modal, TextField } from '@gw/ui';
import { useId } from 'react';
import { useJoinTeam } from './useJoinTeam.ts';

export type JoinTeamModalProps = { open: boolean; onOpenChange(open: boolean): void };

export const joinTeamCopy = {
  title: 'Join our team',
  description: 'Share your LinkedIn profile and we will reach out when a role fits you.',
  label: 'LinkedIn profile link',
  cancel: 'Cancel',
  submit: 'Submit',
} as const;

/** The join-team modal (spec §2): closes on Cancel, the close icon, Escape or a backdrop click. */
export function JoinTeamModal({ open, onOpenChange }: JoinTeamModalProps) {
  const id = useId();
  // Closing by itself after a send goes through setOpen too: reopened, the form is blank.
  const join = useJoinTeam(() => setOpen(false));

  function setOpen(next: boolean) {
    if (!next) join.reset();
    onOpenChange(next);
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={joinTeamCopy.title}
      description={joinTeamCopy.description}
    >
      <form onSubmit={join.submit} noValidate className="flex flex-col gap-5">
        <TextField
          id={`${id}-linkedin`}
          label={joinTeamCopy.label}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          value={join.link}
          onChange={join.change}
          error={join.error ?? undefined}
        />
        <Honeypot inputRef={join.honeypotRef} />
        <ConsentNotice marketing={join.marketing} onMarketingChange={join.setMarketing} />
        <p
          role="status"
          className={cx(
            'text-sm font-medium',
            join.result?.ok ? 'text-success' : join.result?.saved ? 'text-ink' : 'text-danger',
          )}
        >
          {join.result?.message}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {joinTeamCopy.cancel}
          </Button>
          <Button type="submit" loading={join.sending}>
            {joinTeamCopy.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
