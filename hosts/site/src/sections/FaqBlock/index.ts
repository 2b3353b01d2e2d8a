export { FaqBlock, type FaqBlockProps } from './FaqBlock.tsx';
