import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FeeEstimator } from '../federated/FeeEstimator.tsx';

// The remote on its own (`npm run dev -w @gw/remote-fee-estimator`), for the team that owns it.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <div style={{ maxWidth: 960, margin: '48px auto', padding: '0 16px' }}>
        <FeeEstimator onChange={(summary) => console.info('change', summary)} />
      </div>
    </StrictMode>,
  );
}
