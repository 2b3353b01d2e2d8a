import { DialogDevPage, mountDevPage } from '@gw/tooling/dev';
import { FundingWizard } from '../federated/FundingWizard.tsx';

// Opened as the site's 'Apply for Funding' button does.
mountDevPage(
  <DialogDevPage dialog={FundingWizard} remote="funding-wizard" opener="Apply for Funding" />,
);
