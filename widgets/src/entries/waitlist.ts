// Script-tag entry of waitlist.js: registers the widget, <gw-waitlist>, data-gw-widget="waitlist".
import css from 'virtual:gw-widget-css';
import { waitlistPrefillFields } from '@gw/remote-waitlist-form';
import { boot } from '../embed/boot.ts';
import { preactWidget } from '../embed/preactWidget.ts';
import { attributeNames } from '../widgets/prefillValues.ts';
import { WaitlistWidget } from '../widgets/WaitlistWidget.tsx';

boot({
  name: 'waitlist',
  css,
  attributes: ['heading', 'default-country'],
  prefill: attributeNames(waitlistPrefillFields),
  render: preactWidget(WaitlistWidget),
});
