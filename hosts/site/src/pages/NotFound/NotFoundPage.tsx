import { Link, useNavigate } from 'react-router';

/** Any other path (spec §2 "Not-found"). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-16 sm:py-24">
      <p className="font-semibold text-primary">404 error</p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg">Sorry, the page you are looking for doesn’t exist.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-control border border-line px-5 py-2.5 font-semibold text-ink hover:border-primary"
        >
          Go Back
        </button>
        <Link
          to="/"
          className="rounded-control bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-strong"
        >
          Take me home
        </Link>
      </div>
    </section>
  );
}
