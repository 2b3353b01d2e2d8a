export { usePortalScope } from './usePortalScope.ts';
