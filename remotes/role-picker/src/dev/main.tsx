import { mountDevPage } from '@gw/tooling/dev';
import { RolePicker } from '../federated/RolePicker.tsx';

mountDevPage(<RolePicker defaultOpen navigate={(path) => console.info('navigate', path)} />);
