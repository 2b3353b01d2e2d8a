import { DialogDevPage, mountDevPage } from '@gw/tooling/dev';
import { DemoModal } from '../federated/DemoModal.tsx';

// Opened as the site's 'Book a Demo' button does.
mountDevPage(<DialogDevPage dialog={DemoModal} remote="demo-modal" opener="Book a Demo" />);
