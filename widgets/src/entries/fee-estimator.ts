// Script-tag entry of fee-estimator.js: registers the widget, <gw-fee-estimator>, data-gw-widget.
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { FeeEstimatorWidget } from '../widgets/index.ts';

boot({ name: 'fee-estimator', css, prefill: ['value'], component: FeeEstimatorWidget });
