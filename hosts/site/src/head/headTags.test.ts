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
    const html = headTagsHtml({
      title: 'A <b> & "c"',
      description: 'd',
      canonical: 'http://x/',
      noindex: false,
    });
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

  it('keeps the operator pages out of search engines, and only them', () => {
    const robots = () => document.head.querySelectorAll('meta[name="robots"]');
    for (const path of ['/admin', '/admin-login', '/admin/']) {
      applyHead(document, pageHead(path));
      expect(robots()).toHaveLength(1);
      expect(robots()[0]?.getAttribute('content')).toBe('noindex, nofollow');
    }
    expect(headTagsHtml(pageHead('/admin'))).toContain('<meta name="robots" content="noindex');
    applyHead(document, pageHead('/administrators'));
    expect(robots()).toHaveLength(0);
    applyHead(document, pageHead('/lender'));
    expect(robots()).toHaveLength(0);
    expect(headTagsHtml(pageHead('/lender'))).not.toContain('robots');
  });
});
