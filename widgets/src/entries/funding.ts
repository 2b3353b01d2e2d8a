// Script-tag entry of funding.js: registers the widget, <gw-funding>, data-gw-widget="funding".
import css from 'virtual:gw-widget-css';
// The values module alone: the barrel would bring the wizard into the first load.
import { fundingPrefillFields } from '@gw/remote-funding-wizard/values';
import { boot } from '../embed/boot.ts';
import { FundingWidget } from '../widgets/FundingWidget.ts';
import { attributeNames } from '../widgets/prefillValues.ts';

boot({
  name: 'funding',
  css,
  prefill: attributeNames(fundingPrefillFields),
  render: FundingWidget,
});
