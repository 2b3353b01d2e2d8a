import { brand, isOperatorPath, urls } from '@gw/config';
import { metaForPath } from '../content/pageMeta.ts';

/** What a page says about itself to browsers, search engines and link previews. */
export type PageHead = { title: string; description: string; canonical: string; noindex: boolean };

/** The head of a pathname: its title and description (content/pageMeta) and canonical URL. */
export function pageHead(pathname: string): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { title, description } = metaForPath(path);
  return {
    title,
    description,
    canonical: new URL(path, urls.site).toString(),
    noindex: isOperatorPath(path),
  };
}

/** The meta tags kept in step with the page: [attribute, key, value of the head]. */
function metaTags(
  head: PageHead,
): [attribute: 'name' | 'property', key: string, content: string][] {
  return [
    ['name', 'description', head.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', brand.name],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ['name', 'twitter:card', 'summary'],
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, for the prerendered page. */
export function headTagsHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex, nofollow" />'] : []),
  ].join('\n    ');
}

/** Brings the live document's head in line with a page (client-side navigation). */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  for (const [attribute, key, content] of metaTags(head)) {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(attribute, key);
      doc.head.append(tag);
    }
    tag.content = content;
  }
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = head.canonical;
  const robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.noindex && !robots) {
    const tag = doc.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    doc.head.append(tag);
  } else if (!head.noindex) robots?.remove();
}
