import type { PlanId } from '@gw/config';

/** An image in `public/images`, always with its intrinsic size so layout never shifts. */
export type ImageAsset = { src: string; alt: string; width: number; height: number };

/** A link inside the site (path) or out of it (absolute URL, `external`). */
export type LinkTarget = { label: string; href: string; external?: boolean };

/** FAQ item (spec §3): question, answer, optional call to action. */
export type FaqEntry = { question: string; answer: string; cta?: LinkTarget };

/** Testimonial (spec §3). */
export type Testimonial = { message: string; name: string; title: string };

/** Feature tab (spec §3): the tab's name, plus the panel's title, description and image. */
export type FeatureTab = { name: string; title: string; description: string; image: ImageAsset };

/** 'Built For' audience card (spec §3). */
export type AudienceCard = { title: string; description: string; icon: ImageAsset; link: string };

/** 'Ongoing Projects' showcase project (spec §3). */
export type ShowcaseProject = {
  id: string;
  name: string;
  location: string;
  image: ImageAsset;
  mobileImage: ImageAsset;
};

/** Partner logo (spec §3): source, alt text, optional class. */
export type PartnerLogo = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
};

/** Navigation item (spec §3). `external` items leave the site. */
export type NavItem = {
  name: string;
  path: string;
  icon?: string;
  description?: string;
  external?: boolean;
};

/** Benefit card (spec §3). */
export type BenefitCard = { imageSrc: string; title: string; content: string };

/** Team member (spec §3); `bgColor` is the portrait's ground, `roleColor` the role's text colour. */
export type TeamMember = {
  name: string;
  role: string;
  image: ImageAsset;
  description: string;
  bgColor: string;
  roleColor: string;
};

/** Pricing plan card (spec §3). `amount` is the base monthly price; null means 'contact us'. */
export type PricingPlan = {
  id: PlanId;
  title: string;
  amount: number | null;
  user: string;
  type: string;
  benefits: string[];
  buttonTitle: string;
  baseAmount: number | null;
  hasDropdown: boolean;
  /** Where the plan's button leads. */
  href: string;
  external?: boolean;
};

/** Availability of a sub-feature on one plan: included, not included, or a limit in words. */
export type Availability = boolean | string;

/** Compare-plans row (spec §3). */
export type CompareRow = {
  feature: string;
  subFeatures: { name: string; availability: Record<PlanId, Availability> }[];
};

/** A numbered section of the privacy policy. */
export type PolicySection = { title: string; paragraphs: string[]; list?: string[] };

/** A referral 'How it works' step. */
export type HowItWorksStep = { title: string; description: string };

/** Title and meta description of a route. */
export type PageMeta = { title: string; description: string };
