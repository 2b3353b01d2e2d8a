import { brand, programme } from '@gw/config';
import { PageIntro } from '../../layout/PageIntro.tsx';
import { ButtonLink } from '../../sections/ui/ButtonLink.tsx';

const policies = [
  {
    title: 'Privacy',
    body: 'What we collect when you use the site or the platform, why, who we share it with and the choices you have.',
    href: '/privacy-policy',
    action: 'Read the Privacy Policy',
  },
  {
    title: 'Age limit',
    body: `Our services are for people aged ${programme.minimumAge} or older. We do not knowingly collect information from anyone younger.`,
  },
  {
    title: 'Your data requests',
    body: `To see, correct or delete what we hold about you, write to ${brand.supportEmail}. We answer every request.`,
  },
] as const;

/**
 * /policy (spec §2 lists it under the shared layout without its content): an index of the
 * site's policies that leads to the full privacy policy.
 */
export function PolicyPage() {
  return (
    <>
      <PageIntro
        title="Policies"
        lead="How we handle your information and who our services are for."
      />
      <ul className="mx-auto grid max-w-[1200px] gap-6 px-5 pb-20 md:grid-cols-3">
        {policies.map((policy) => (
          <li
            key={policy.title}
            className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-6 shadow-soft"
          >
            <h2 className="text-lg font-semibold text-ink">{policy.title}</h2>
            <p className="flex-1 leading-relaxed text-body">{policy.body}</p>
            {'href' in policy && (
              <ButtonLink href={policy.href} variant="secondary">
                {policy.action}
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
