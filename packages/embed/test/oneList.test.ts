// The SDK's lists against the widgets' own: the events widgets/src/embed/events.ts emits, the
// widgets of widgets/manifest.json, and the attributes each BUILT element observes. A widget
// that gains an event or an attribute fails this until the SDK's types have it too.

import { type WidgetEventName, widgetEvents } from '@gw/widgets';
import { type WidgetName as ManifestWidgetName, widgetTable } from '@gw/widgets/table';
import { loadWidget } from '@gw/widgets/testing';
import { describe, expect, it } from 'vitest';
import { events, type GroundworkEventDetails, type WidgetName, widgets } from '../src/index.ts';

/** True when A and B are the same union (checked by `npm run typecheck`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const eventTypesMatch: Same<keyof GroundworkEventDetails, WidgetEventName> = true;
const widgetTypesMatch: Same<WidgetName, ManifestWidgetName> = true;

/** The attributes the built element of `name` observes: what the widget follows. */
async function observed(name: ManifestWidgetName): Promise<string[]> {
  await loadWidget(name);
  const element = customElements.get(`gw-${name}`) as unknown as { observedAttributes: string[] };
  return element.observedAttributes;
}

const dialogOnly = ['open', 'label', 'launcher'];

describe('@groundwork/embed has the widgets’ one list (issue 28)', () => {
  it('every event the widgets emit, and no other', () => {
    expect(eventTypesMatch && widgetTypesMatch).toBe(true);
    expect([...events].sort()).toEqual(Object.values(widgetEvents).sort());
  });

  it('every widget of the manifest, with its element and kind', () => {
    const sdk = Object.entries(widgets).map(([name, row]) => [name, row.element, row.kind]);
    expect(sdk).toEqual(widgetTable.map((row) => [row.name, row.element, row.kind]));
  });

  it('each widget’s attributes: its prefill fields as built, and the common ones its kind takes', async () => {
    // The role picker has no prefill: what it observes is what every widget observes.
    const common = await observed('role-picker');
    expect(common).toEqual(expect.arrayContaining(['partner', ...dialogOnly]));
    for (const row of widgetTable) {
      const sdk: readonly string[] = widgets[row.name].attributes;
      const built = await observed(row.name);
      expect(
        sdk.filter((a) => !common.includes(a)),
        row.name,
      ).toEqual(built.filter((a) => !common.includes(a)));
      for (const attribute of sdk) expect(built, `${row.name}: ${attribute}`).toContain(attribute);
      // Of the common ones: the dialog's three on dialogs only, `api` where a lead is sent,
      // and any other (partner, and whatever comes next) on every widget.
      for (const attribute of common) {
        const takes = dialogOnly.includes(attribute)
          ? row.kind === 'dialog'
          : attribute === 'api'
            ? ['demo', 'waitlist', 'funding'].includes(row.name)
            : true;
        expect(sdk.includes(attribute), `${row.name}: ${attribute}`).toBe(takes);
      }
    }
  });
});
