import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referralSteps } from '../../content/referralSteps.ts';
import { HowItWorks } from './index.ts';

describe('HowItWorks', () => {
  it("lists the seven referral steps in order under 'How it works'", () => {
    render(<HowItWorks />);
    const region = screen.getByRole('region', { name: 'How it works' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      referralSteps.map((step) => step.title),
    );
    expect(steps[6]?.textContent).toContain('no limit on referrals');
  });
});
