import { programme } from '@gw/config';

/** The about page's mission block and 'Join our team' banner (spec §1, §2). */
export const aboutMission = {
  heading: 'Our mission',
  paragraphs: [
    `Our mission is powering profitable capital deployment to address an estimated ${programme.housingDeficitMillions} million housing unit deficit.`,
    `${programme.populationUnder25Pct}% of the population is under 25, and urbanisation runs at ${programme.urbanisationPct}% over 20 years. Demand for homes and infrastructure will only rise, yet lenders and owners hesitate because projects are hard to see and harder to control.`,
    'We change that with one platform where funders, owners, contractors and consultants share the same live record of budget, schedule, procurement and quality, so capital flows to projects that deliver.',
  ],
};

export const joinTeamBanner = {
  heading: 'Join our team',
  body: 'We are engineers, builders and financiers working to change how Africa builds. Tell us about yourself.',
  action: 'See job openings',
};
