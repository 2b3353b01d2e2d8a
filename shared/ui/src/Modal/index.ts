export { Modal, type ModalProps } from './Modal.tsx';
export { useControllableState } from './useControllableState.ts';
