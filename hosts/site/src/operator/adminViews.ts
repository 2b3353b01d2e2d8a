/**
 * The views of the operator area, one table (issue 27): each is a view of /admin chosen by
 * `?view=` (the inbox has none), so they share the page's chunk, its sign-in and its noindex,
 * and stay out of the prerender and the sitemap as /admin does.
 */
export const adminViews = [
  { view: 'inbox', label: 'Inbox', heading: 'Leads inbox' },
  { view: 'data-requests', label: 'Data requests', heading: 'Data requests' },
  { view: 'audit-log', label: 'Audit log', heading: 'Audit log' },
] as const;

export type AdminView = (typeof adminViews)[number]['view'];

/** The view a URL's query names; the inbox for anything else. */
export function readView(params: URLSearchParams): AdminView {
  const named = params.get('view');
  return adminViews.find((entry) => entry.view === named)?.view ?? 'inbox';
}

/** The address of a view: /admin for the inbox, /admin?view=… for the others. */
export const viewPath = (view: AdminView) => (view === 'inbox' ? '/admin' : `/admin?view=${view}`);

export const viewHeading = (view: AdminView) =>
  adminViews.find((entry) => entry.view === view)?.heading ?? 'Leads inbox';
