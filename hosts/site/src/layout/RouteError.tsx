import { buttonLinkClass } from '../sections/ui/ButtonLink.tsx';
import { container } from '../sections/ui/layout.ts';

/** The router-level error page (spec §8): 'Unexpected Application Error!' and a way home. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className={`${container} flex flex-col items-start gap-4 py-24 font-sans`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink lg:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="max-w-xl text-lg text-body">
        Something went wrong while showing this page. Please try again in a moment.
      </p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      {/* A full load, not a router link: it starts the application afresh. */}
      <a href="/" className={buttonLinkClass('primary')}>
        Take me home
      </a>
    </section>
  );
}
