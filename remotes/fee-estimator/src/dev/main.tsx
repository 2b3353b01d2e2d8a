import { mountDevPage } from '@gw/tooling/dev';
import { FeeEstimator } from '../federated/FeeEstimator.tsx';

mountDevPage(
  <div style={{ maxWidth: 960, margin: '48px auto', padding: '0 16px' }}>
    <FeeEstimator onChange={(summary) => console.info('change', summary)} />
  </div>,
);
