import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RolePicker } from '../federated/RolePicker.tsx';

// The remote on its own (`npm run dev -w @gw/remote-role-picker`), for the team that owns it.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RolePicker defaultOpen navigate={(path) => console.info('navigate', path)} />
    </StrictMode>,
  );
}
