import { useEffect } from 'react';
import { useParams } from 'react-router';
import { container } from '../../sections/ui/layout.ts';
import { referralSignUpUrl } from './referralSignUpUrl.ts';

/** /referral/{refId} (spec §2): 'Redirecting Please Wait...', then the referral sign-up. */
export function ReferralRedirectPage() {
  const { refId = '' } = useParams();
  const target = referralSignUpUrl(refId);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <section className={`${container} flex flex-col items-center gap-4 py-32 text-center`}>
      <h1 role="status" className="text-2xl font-bold text-ink">
        Redirecting Please Wait...
      </h1>
      <p className="text-body">
        If nothing happens,{' '}
        <a href={target} className="font-semibold text-primary underline underline-offset-4">
          continue to sign-up
        </a>
        .
      </p>
    </section>
  );
}
