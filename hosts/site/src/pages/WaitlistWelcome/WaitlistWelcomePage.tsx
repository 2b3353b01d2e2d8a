import { WaitlistWelcome } from '../../sections/WaitlistWelcome/index.ts';

/** The thank-you page after booking (spec §2 "Waitlist welcome"). */
export function WaitlistWelcomePage() {
  return <WaitlistWelcome />;
}
