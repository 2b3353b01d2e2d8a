import { NotFound } from '../../sections/NotFound/index.ts';

/** Any other path (spec §2 "Not-found"). */
export function NotFoundPage() {
  return <NotFound />;
}
