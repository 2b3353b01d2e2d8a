export { ContactTeaser, contactTeaserCopy } from './ContactTeaser.tsx';
