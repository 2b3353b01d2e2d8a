export { ToastProvider, type ToastProviderProps, useToast } from './ToastProvider.tsx';
export type { Toast, ToastApi, ToastOptions, ToastTone } from './toastStore.ts';
