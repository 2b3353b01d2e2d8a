// Script-tag entry of fee-estimator.js: registers the widget, <gw-fee-estimator>, data-gw-widget.
// Imports its own widget file only: a barrel would pull every widget's module-level code in.
import css from 'virtual:gw-widget-css';
import { boot } from '../embed/boot.ts';
import { renderFeeEstimator } from '../widgets/FeeEstimatorWidget.ts';

boot({ name: 'fee-estimator', css, prefill: ['value'], render: renderFeeEstimator });
