// Script-tag entry of funding.js: registers the widget, <gw-funding>, data-gw-widget="funding".
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { FundingWidget } from '../widgets/FundingWidget.tsx';

boot({ name: 'funding', css, prefill: [], component: FundingWidget });
