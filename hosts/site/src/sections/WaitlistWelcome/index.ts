export { WaitlistWelcome } from './WaitlistWelcome.tsx';
