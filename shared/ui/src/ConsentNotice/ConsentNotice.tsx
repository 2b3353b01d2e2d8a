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
          className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
        >
          {notice.link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {notice.after}
      </p>
      <label className="flex cursor-pointer items-start gap-2 text-body">
        {/* The kit's field boundary (field-line) and primary when ticked; the system's own box
            in forced colours, where a drawn tick would vanish. */}
        <span className="relative mt-px flex shrink-0">
          <input
            type="checkbox"
            checked={marketing}
            onChange={(event) => onMarketingChange(event.currentTarget.checked)}
            className="peer size-4 cursor-pointer appearance-none rounded border border-field-line bg-surface checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:appearance-auto"
          />
          <svg
            viewBox="0 0 16 16"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 hidden text-surface peer-checked:block forced-colors:hidden"
          >
            <path d="m4 8 3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        {consentNotice.marketing}
      </label>
    </div>
  );
}
