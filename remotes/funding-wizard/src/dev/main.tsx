import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FundingWizard } from '../federated/FundingWizard.tsx';

/** A page that opens the modal, as the site's 'Apply for Funding' button does. */
function DevPage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply for Funding
      </button>
      <FundingWizard
        open={open}
        onOpenChange={setOpen}
        attribution={{ surface: 'remote', component: 'funding-wizard', pageUrl: location.href }}
      />
    </>
  );
}

// The remote on its own (`npm run dev -w @gw/remote-funding-wizard`; `npm start` serves the API).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DevPage />
    </StrictMode>,
  );
}
