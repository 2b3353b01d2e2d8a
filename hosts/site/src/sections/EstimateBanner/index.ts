export { EstimateBanner } from './EstimateBanner.tsx';
