/** The fee estimator's words (spec §2 "Other pages"). */
export const feeEstimatorCopy = {
  heading: 'Estimate how much the provider charges in fees for delivering your project',
  intro: 'Drag the slider to the size of your project to see its cost and our fee.',
  sliderLabel: 'Project size',
  projectCost: 'Project Cost',
  fees: 'Fees',
} as const;
