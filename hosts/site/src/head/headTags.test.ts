import { describe, expect, it } from 'vitest';
import { applyHead, headTagsHtml, pageHead } from './headTags.ts';

describe('head tags', () => {
  it('gives each route its own title, description and canonical URL', () => {
    const lender = pageHead('/lender/');
    expect(lender.title).toBe('Lenders | Groundwork');
    expect(lender.canonical).toBe('http://localhost:4173/lender');
    expect(pageHead('/referral/XYZ').title).toBe('Redirecting | Groundwork');
    expect(pageHead('/nowhere').title).toBe('Page not found | Groundwork');
  });

  it('escapes what it writes into the HTML', () => {
    const html = headTagsHtml({ title: 'A <b> & "c"', description: 'd', canonical: 'http://x/' });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });

  it('updates the live head on navigation without duplicating tags', () => {
    applyHead(document, pageHead('/owner'));
    applyHead(document, pageHead('/contact'));
    expect(document.title).toBe('Contact Us | Groundwork');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'http://localhost:4173/contact',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:4173/contact',
    );
  });
});
