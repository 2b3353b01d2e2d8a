import { Link } from 'react-router';

/** Last resort for an error outside any remote's boundary: say so and offer a way home. */
export function RouteError() {
  return (
    <main className="mx-auto max-w-[1200px] px-4 py-16 font-sans">
      <h1 className="text-3xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-4">This page could not be shown. Please try again in a moment.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary underline">
        Take me home
      </Link>
    </main>
  );
}
