import { Button } from '@gw/ui';
import { useLocation, useNavigate } from 'react-router';
import { pageCopy } from '../../content/pageCopy.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container } from '../ui/layout.ts';

/** The not-found page body (spec §2): '404 error', 'Page not found', 'Go Back', 'Take me home'. */
export function NotFound() {
  const navigate = useNavigate();
  // A visitor who landed here directly has no page to go back to: take them home instead.
  const firstPage = useLocation().key === 'default';
  const copy = pageCopy.notFound;
  return (
    <section className={`${container} flex flex-col items-center py-24 text-center lg:py-32`}>
      <p className="text-sm font-semibold text-accent-strong">{copy.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink lg:text-5xl">
        {copy.heading}
      </h1>
      <p className="mt-4 max-w-md text-lg text-body">{copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => (firstPage ? navigate('/') : navigate(-1))}>
          <span aria-hidden="true">←</span>
          {copy.back}
        </Button>
        <ButtonLink href="/">{copy.home}</ButtonLink>
      </div>
    </section>
  );
}
