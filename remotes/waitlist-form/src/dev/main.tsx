import { devAttribution, mountDevPage } from '@gw/tooling/dev';
import { WaitlistForm } from '../federated/WaitlistForm.tsx';

mountDevPage(
  <div style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
    <WaitlistForm
      attribution={devAttribution('waitlist-form')}
      navigate={(path) => console.info('navigate', path)}
      onSuccess={(lead) => console.info('lead', lead)}
    />
  </div>,
);
