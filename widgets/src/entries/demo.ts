// Script-tag entry of demo.js: registers the widget, <gw-demo>, data-gw-widget="demo".
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { DemoWidget } from '../widgets/DemoWidget.ts';
import { demoFields } from '../widgets/demoFields.ts';
import { attributeNames } from '../widgets/prefillValues.ts';

boot({
  name: 'demo',
  css,
  prefill: attributeNames(demoFields),
  render: DemoWidget,
});
