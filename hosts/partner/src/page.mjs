// The partner page's HTML: the Nigerian Diaspora Builders' Association, which embeds every
// Groundwork widget. No inline script or style anywhere (its CSP allows neither).
import manifest from '@gw/widgets/manifest' with { type: 'json' };

/**
 * Every widget, in the order their scripts load: the manifest's (fee estimator first: it is
 * highest up on the page).
 */
export const partnerWidgets = Object.keys(manifest.widgets);

/** Partner ids the page's widgets carry, as a lead's attribution stores them. */
const partnerIds = {
  main: 'ndba',
  lagos: 'ndba-lagos',
  abuja: 'ndba-abuja',
};

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

const logo = `<svg class="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
<rect width="40" height="40" rx="10" fill="#14532d"/>
<path d="M8 29h24M11 29V17l9-6 9 6v12M17 29v-7h6v7" fill="none" stroke="#fbbf24" stroke-width="2.5" stroke-linejoin="round"/>
</svg>`;

function head({ cdn, hostile, library }) {
  const widgetScripts = partnerWidgets
    .filter((name) => !(library && name === 'funding'))
    .map((name) => `<script src="${escapeHtml(cdn)}/widgets/${name}.js" defer></script>`)
    .join('\n');
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build at home, from anywhere | Nigerian Diaspora Builders' Association</title>
<meta name="description" content="Guides, vetted partners and funding for members building in Nigeria from abroad.">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${hostile ? '<link rel="stylesheet" href="/assets/legacy-theme.css">' : ''}
<link rel="stylesheet" href="/assets/partner.css">
<link rel="stylesheet" href="/assets/sections.css">
<link rel="stylesheet" href="/assets/log.css">
<meta name="widgets-cdn" content="${escapeHtml(cdn)}">
<script src="/assets/event-log.js" defer></script>
<script src="/vendor/react.production.min.js" defer></script>
<script src="/vendor/react-dom.production.min.js" defer></script>
<script src="/assets/members-app.js" defer></script>
${library ? '<script type="module" src="/app.js"></script>' : ''}
${widgetScripts}
</head>`;
}

const header = `<header class="site-header">
<div class="container header-row">
<a class="brand-link" href="/">${logo}<span class="brand-name">NDBA<small>Nigerian Diaspora Builders' Association</small></span></a>
<nav class="site-nav" aria-label="Main">
<a href="#estimate">Costs</a><a href="#desks">Advice desks</a><a href="#waitlist">Waitlist</a><a href="#funding">Funding</a>
</nav>
<a class="btn btn-solid header-cta" href="#waitlist">Join</a>
</div>
</header>`;

const hero = `<section class="hero">
<div class="container hero-grid">
<div>
<p class="eyebrow">Toronto · London · Houston · Lagos</p>
<h1>Build at home, from anywhere.</h1>
<p class="lead">4,000 members building houses and estates in Nigeria while they live abroad. Our guides, chapter desks and vetted partners keep your project honest, on budget and on schedule.</p>
<p class="hero-actions"><a class="btn btn-solid" href="#desks">Talk to an advice desk</a><a class="btn btn-ghost" href="#estimate">Estimate your costs</a></p>
</div>
<aside class="card meetup" aria-labelledby="meetup-title">
<p class="eyebrow">Members' meet-up</p>
<h2 id="meetup-title">Site visit: Lekki Phase 2</h2>
<p class="muted">Saturday 14 March, 10:00 WAT. Walk a Groundwork-funded build with the contractor and the lender's inspector.</p>
<div id="members-app" class="members-app"><p class="muted">Loading RSVP…</p></div>
</aside>
</div>
</section>`;

function sections({ api, library }) {
  const a = escapeHtml(api);
  const funding = library
    ? '<p class="muted">This page loads the application form through our own app bundle.</p>'
    : `<gw-funding partner="${partnerIds.main}" api="${a}"></gw-funding>`;
  return `<section id="estimate" class="section">
<div class="container split">
<div class="copy">
<p class="eyebrow">Plan your budget</p>
<h2>What will construction funding cost you?</h2>
<p>Our funding partner Groundwork pays contractors in stages as work is verified on site. Move the slider to see what a project costs and what the platform's fee comes to.</p>
<ul class="ticks"><li>Naira figures, updated as you move</li><li>No sign-up, no call needed</li></ul>
</div>
<gw-fee-estimator partner="${partnerIds.main}" value="30"></gw-fee-estimator>
</div>
</section>
<section id="desks" class="section section-tint">
<div class="container">
<p class="eyebrow">Advice desks</p>
<h2>Book a demo with a chapter desk</h2>
<p class="section-intro">Each chapter runs a desk with Groundwork. Book a 30-minute demo of budgets, schedules and staged payments.</p>
<div class="rail">
<article class="card desk">
<h3>Lagos desk</h3>
<p class="muted">Owner-builders in Lagos, Ogun and Oyo. Mondays and Thursdays.</p>
<gw-demo partner="${partnerIds.lagos}" api="${a}" label="Book a demo: Lagos"></gw-demo>
</article>
<article class="card desk">
<h3>Abuja desk</h3>
<p class="muted">Estates and developers in the FCT and the North. Tuesdays and Fridays.</p>
<div class="brand-theme" data-gw-widget="demo" data-partner="${partnerIds.abuja}" data-api="${a}" data-label="Book a demo: Abuja"></div>
</article>
<article class="card desk">
<h3>Not sure where you fit?</h3>
<p class="muted">Owners, contractors, consultants and lenders each get their own guide.</p>
<gw-role-picker class="brand-theme" partner="${partnerIds.main}"></gw-role-picker>
</article>
</div>
</div>
</section>
<section id="waitlist" class="section">
<div class="container split">
<div class="copy">
<p class="eyebrow">Members' waitlist</p>
<h2>Join the next building cohort</h2>
<p>Cohorts of 40 members start together each quarter: land checks, drawings, approvals and a vetted contractor shortlist, with a call to plan your build.</p>
<ul class="ticks"><li>Free for NDBA members</li><li>Diaspora phone numbers welcome</li></ul>
</div>
<gw-waitlist partner="${partnerIds.main}" api="${a}"></gw-waitlist>
</div>
</section>
<section id="funding" class="section section-tint">
<div class="container">
<div class="funding-card card">
<div>
<p class="eyebrow">Funding</p>
<h2>Apply for project funding</h2>
<p class="muted">Three short steps: your company, your project with its documents, and who to contact.</p>
</div>
${funding}
</div>
</div>
</section>`;
}

const eventLog = `<section id="events" class="section">
<div class="container">
<div class="log-panel">
<div class="log-head">
<h2>Widget events</h2>
<p class="muted">What the embedded widgets tell this page (<code>gw:*</code> events), newest first.</p>
<button type="button" class="btn btn-small" id="event-log-clear">Clear</button>
</div>
<ol id="event-log" class="log" aria-label="Widget events" tabindex="0"></ol>
</div>
</div>
</section>`;

const footer = `<footer class="site-footer">
<div class="container footer-row">
<p>© 2026 Nigerian Diaspora Builders' Association. A member-run non-profit.</p>
<p class="muted">Forms on this page are provided by Groundwork, our funding partner.</p>
</div>
</footer>`;

/** The whole page; `hostile` adds the legacy theme, `library` the partner's library bundle. */
export function pageHtml({ cdn, api, hostile = true, library = false }) {
  return `<!doctype html>
<html lang="en">
${head({ cdn, hostile, library })}
<body>
<a class="skip" href="#main">Skip to content</a>
${header}
<main id="main">
${hero}
${sections({ api, library })}
${eventLog}
</main>
${footer}
</body>
</html>`;
}
