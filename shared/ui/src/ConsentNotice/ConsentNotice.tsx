import { consentNotice, privacyPolicyPath } from '@gw/config';
import { cx } from '../cx/index.ts';

export type ConsentNoticeProps = {
  /** The "keep me informed" choice: the form holds it, false until the visitor ticks it. */
  marketing: boolean;
  onMarketingChange: (marketing: boolean) => void;
  /**
   * The privacy policy: the site's own path on the site and in its remotes, the site's absolute
   * address (siteUrl + privacyPolicyPath) where a widget renders the form on a partner's page.
   */
  policyHref?: string | undefined;
  className?: string | undefined;
};

/**
 * The processing notice every lead form shows above its submit button, with the separate,
 * unticked marketing choice (issue 27; the versioned texts of @gw/config). The policy opens in a
 * new tab so reading it never costs the visitor the answers typed so far.
 */
export function ConsentNotice({
  marketing,
  onMarketingChange,
  policyHref = privacyPolicyPath,
  className,
}: ConsentNoticeProps) {
  const { notice } = consentNotice;
  return (
    <div
      data-slot="consent-notice"
      className={cx('flex flex-col gap-2 text-xs text-muted', className)}
    >
      <p>
        {notice.before}
        <a
          href={policyHref}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline"
        >
          {notice.link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {notice.after}
      </p>
      {/* A native box as the kit's radios (PurposeChoice): the system draws it in forced
          colours and keeps it keyboard-ready; its words are its label. */}
      <label className="flex cursor-pointer items-start gap-2 text-body">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => onMarketingChange(event.currentTarget.checked)}
          className="size-4 shrink-0 accent-primary"
        />
        {consentNotice.marketing}
      </label>
    </div>
  );
}
