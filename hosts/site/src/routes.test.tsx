import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Renders a path the way a prerender step would: on the server, no remote code involved. */
async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} />);
}

describe('routes (prerender)', () => {
  it.each([
    ['/', 'Manage construction projects like a pro'],
    ['/lender', 'Lend to construction projects with confidence'],
    ['/developer', 'Fund and deliver your developments'],
    ['/owner', 'Build your home with full visibility'],
    ['/schedule-call', 'Join the waitlist'],
    ['/schedule-call-calendly', 'Book your call'],
    ['/waitlist-welcome', 'You&#x27;re in'],
    ['/no-such-page', 'Page not found'],
  ])('%s renders on the server with its h1', async (path, title) => {
    const html = await prerender(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  it('renders a remote as its same-size placeholder, never the remote itself', async () => {
    const html = await prerender('/fee-estimator');
    expect(html).toContain('data-remote="fee-estimator"');
    expect(html).toContain('Loading the fee estimator…');
    expect(html).not.toContain('role="slider"');
  });

  it('renders the header main action for the path', async () => {
    expect(await prerender('/')).toContain('Learn More');
    expect(await prerender('/owner')).toContain('Create a Project');
  });
});
