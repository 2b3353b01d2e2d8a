import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WaitlistForm } from '../federated/WaitlistForm.tsx';

// The remote on its own (`npm run dev -w @gw/remote-waitlist-form`; `npm start` serves the API).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <div style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
        <WaitlistForm
          attribution={{ surface: 'remote', component: 'waitlist-form', pageUrl: location.href }}
          navigate={(path) => console.info('navigate', path)}
          onSuccess={(lead) => console.info('lead', lead)}
        />
      </div>
    </StrictMode>,
  );
}
