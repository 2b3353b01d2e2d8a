import { siteUrl } from '@gw/config';
import type { WidgetEventName } from '../embed/events.ts';
import type { WidgetContext } from '../embed/options.ts';

/**
 * A flow that continues on the main site (role → audience page, waitlist → calendar): announce
 * it with a cancelable event carrying `{ …detail, path, url }`; unless the partner called
 * `preventDefault()`, the visitor goes to the main site's absolute URL.
 */
export function continueOnSite(
  emit: WidgetContext['emit'],
  event: WidgetEventName,
  path: string,
  detail: Record<string, unknown> = {},
): void {
  const url = new URL(path, siteUrl).toString();
  if (emit(event, { ...detail, path, url })) window.location.assign(url);
}
