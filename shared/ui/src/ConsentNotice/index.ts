export { ConsentNotice, type ConsentNoticeProps } from './ConsentNotice.tsx';
