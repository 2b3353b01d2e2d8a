export { Honeypot, honeypotField } from './Honeypot.tsx';
