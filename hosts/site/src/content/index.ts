export { aboutMission, joinTeamBanner } from './about.ts';
export { audienceCards } from './audiences.ts';
export { benefits } from './benefits.ts';
export { compareRows } from './comparePlans.ts';
export { sectionCopy } from './copy.ts';
export {
  contractorFaq,
  developerFaq,
  enterpriseFaq,
  faqSetForPath,
  financeFaq,
  generalFaq,
  lenderFaq,
  ownerFaq,
} from './faq/index.ts';
export {
  consultantFeatureTabs,
  fiveFeatureTabs,
  lenderFeatureTabs,
  sixFeatureTabs,
} from './featureTabs.ts';
export { financeBenefits } from './financeBenefits.ts';
export { type HeroCopy, heroes } from './heroes.ts';
export {
  footerCompanyNav,
  footerProductNav,
  headerLinks,
  loginNav,
  pricingNav,
  signUpNav,
  solutionsNav,
} from './navigation.ts';
export { offices } from './offices.ts';
export { pageCopy } from './pageCopy.ts';
export { metaForPath, pageMeta } from './pageMeta.ts';
export { partnerLogos } from './partners.ts';
export { pricingPlans } from './pricingPlans.ts';
export { privacyPolicyUpdated, privacySections } from './privacyPolicy.ts';
export { referralSteps } from './referralSteps.ts';
export { showcaseProjects } from './showcaseProjects.ts';
export { teamMembers } from './team.ts';
export { testimonials } from './testimonials.ts';
export type {
  AudienceCard,
  Availability,
  BenefitCard,
  CompareRow,
  FaqEntry,
  FeatureTab,
  HowItWorksStep,
  ImageAsset,
  LinkTarget,
  NavItem,
  PageMeta,
  PartnerLogo,
  PolicySection,
  PricingPlan,
  ShowcaseProject,
  TeamMember,
  Testimonial,
} from './types.ts';
