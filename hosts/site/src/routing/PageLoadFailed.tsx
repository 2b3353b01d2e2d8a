import { Button } from '@gw/ui';
import { container } from '../sections/ui/layout.ts';

/** Shown in the page's place when its chunk could not load; header and footer stay usable. */
export function PageLoadFailed() {
  return (
    <section className={`${container} flex flex-col items-start gap-4 py-24`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink">This page could not load</h1>
      <p className="max-w-xl text-lg text-body">
        Check your connection and reload the page. If it keeps happening, contact us and we will
        help you directly.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </section>
  );
}
