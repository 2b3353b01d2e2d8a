/** Field limits of spec §5 and §9. */
export const limits = {
  nameMin: 2,
  phoneMin: 9,
  messageMin: 7,
  descriptionMax: 160,
  fundingSteps: 3,
} as const;

/** Layout constants of spec §9. */
export const layout = {
  carouselCardWidth: 400,
  carouselCardHeight: 519,
  carouselCardHeightMobile: 400,
  /** Share of the carousel's width moved per step. */
  carouselShift: 0.35,
  roleDialogMaxWidth: 756,
} as const;
