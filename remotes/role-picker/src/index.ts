export { RolePicker, type RolePickerProps } from './RolePicker.tsx';
export { pathForRole, type Role, roles } from './roles.ts';
