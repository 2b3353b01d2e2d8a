import { brand } from '@gw/config';
import { Link } from 'react-router';

/** A minimal footer: the copyright line and a way to reach us. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-line bg-night text-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm">
        <p>
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
        <Link to="/contact" className="underline underline-offset-4 hover:text-accent">
          Contact us
        </Link>
      </div>
    </footer>
  );
}
