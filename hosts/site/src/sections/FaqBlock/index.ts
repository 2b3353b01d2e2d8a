export { FaqBlock, type FaqBlockProps } from './FaqBlock.tsx';
export { FaqForPath } from './FaqForPath.tsx';
