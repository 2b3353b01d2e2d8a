import { dialogWidget } from './dialogWidget.ts';

/**
 * 'I am a...' behind a launcher button. Continue emits a cancelable `gw:select`
 * ({ role, path, url }); unless the partner prevents it, the visitor goes to the main site. The
 * roles and their dialog come on first intent.
 */
export const RolePickerWidget = dialogWidget('role-picker', () => import('./RolePickerDialog.tsx'));
