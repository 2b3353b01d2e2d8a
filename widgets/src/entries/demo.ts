// Script-tag entry of demo.js: registers the widget, <gw-demo>, data-gw-widget="demo".
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { DemoWidget } from '../widgets/DemoWidget.tsx';

boot({
  name: 'demo',
  css,
  prefill: ['business-name', 'first-name', 'last-name', 'phone', 'email', 'description'],
  component: DemoWidget,
});
