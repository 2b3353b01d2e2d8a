import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoModal } from '../federated/DemoModal.tsx';

/** A page that opens the modal, as the site's 'Book a Demo' button does. */
function DevPage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book a Demo
      </button>
      <DemoModal
        open={open}
        onOpenChange={setOpen}
        attribution={{ surface: 'remote', component: 'demo-modal', pageUrl: location.href }}
      />
    </>
  );
}

// The remote on its own (`npm run dev -w @gw/remote-demo-modal`; `npm start` serves the API).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DevPage />
    </StrictMode>,
  );
}
