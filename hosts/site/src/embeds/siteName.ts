/** 'youtube.com' from 'https://www.youtube.com/watch?v=…': a link's site, as a visitor reads it. */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
