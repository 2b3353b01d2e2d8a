import { claims, programme } from '@gw/config';
import { homeHero } from './homeHero.ts';

export type { HeroCopy } from './homeHero.ts';

import type { HeroCopy } from './homeHero.ts';

/** Heroes by page. Spec strings are kept exactly ('Manage construction projects like a pro'…). */
export const heroes = {
  home: homeHero,
  owner: {
    badge: 'For private project owners',
    title: 'Build at home without being on site',
    body: `Follow every naira, delivery and inspection of your build from wherever you live. Sign up and create a project in about ${claims.signUpAndCreateProjectMinutes} minutes.`,
    illustrationAlt: 'Illustration of a project manager reviewing a house under construction',
    artCards: [
      {
        corner: 'top-left',
        value: 'Build progress 55%',
        caption: 'Walls up, roofing next',
        meter: 55,
      },
      {
        corner: 'bottom-right',
        value: 'This week',
        caption: 'Checked from abroad',
        steps: [
          { label: 'Cement delivered', done: true },
          { label: 'Inspection passed', done: true },
          { label: 'Roof trusses', done: false },
        ],
      },
    ],
  },
  enterprise: {
    badge: 'For enterprise project owners',
    title: 'Manage construction projects like a pro',
    body: 'Run a portfolio of projects with one cluster view, role-based access for partners and auditors, and tenders that manage themselves.',
    illustrationAlt: 'Illustration of an office tower and a portfolio dashboard',
    artCards: [
      {
        corner: 'top-right',
        value: '12 active projects',
        caption: 'One cluster view',
        bars: [38, 58, 46, 70, 62, 80],
      },
      {
        corner: 'bottom-left',
        value: 'Milestones 8 of 12',
        caption: 'Approved this quarter',
        meter: 67,
      },
    ],
  },
  finance: {
    badge: 'Build Now, Pay Later',
    title: 'Build your home now. $0 payment until completion',
    body: `Live abroad and build at home: up to US$${programme.financeMaxUsd.toLocaleString('en-US')}, delivered in ${programme.financeDeliveryMonths} months instead of ${programme.financeUsualMonths}+, with every step tracked.`,
    illustrationAlt: 'Illustration of a finished family home with a payment plan card',
    artCards: [
      {
        corner: 'top-left',
        icon: 'money',
        value: '$0 until done',
        caption: 'Pay after completion',
      },
      {
        corner: 'bottom-right',
        value: `Month ${programme.financeDeliveryMonths} of ${programme.financeDeliveryMonths}`,
        caption: 'Home handed over',
        meter: 100,
      },
    ],
  },
  contractor: {
    badge: 'For contractors',
    title: 'Win more projects and get paid on time',
    body: 'Join a curated pool of verified contractors, bid online for projects that fit you, and build a rating that wins the next job.',
    illustrationAlt: 'Illustration of a contractor with a crane lifting materials',
    artCards: [
      {
        corner: 'top-left',
        value: 'Your bids',
        caption: 'Verified contractor',
        steps: [
          { label: 'Profile verified', done: true },
          { label: 'Bid submitted', done: true },
          { label: 'Site visit', done: false },
        ],
      },
      { corner: 'bottom-right', icon: 'check', value: 'Bid won', caption: 'Paid on approval' },
    ],
  },
  consultant: {
    badge: 'For consultants',
    title: 'Bring your expertise to projects that need it',
    body: 'Architects, engineers and quantity surveyors get verified once, receive invitations to bid and manage procurement and quality in one place.',
    illustrationAlt: 'Illustration of a consultant reviewing drawings beside a building',
    artCards: [
      {
        corner: 'top-left',
        icon: 'drawing',
        value: 'Drawings approved',
        caption: 'Revision C, structural',
      },
      {
        corner: 'bottom-right',
        icon: 'alert',
        value: 'Quality check due',
        caption: 'Level 2 slab, Friday',
      },
    ],
  },
  lender: {
    badge: 'For lenders and capital providers',
    title: 'Lend against progress you can see',
    body: `Track every funded project in real time, link disbursements to approved milestones, and keep project funds ${claims.fundsInsuredPct}% insured against financial loss.`,
    illustrationAlt: 'Illustration of a bank building linked to construction milestones',
    artCards: [
      { corner: 'top-left', value: '₦482.5M disbursed', caption: 'Of ₦790M approved', meter: 61 },
      {
        corner: 'bottom-right',
        icon: 'money',
        value: 'Released',
        caption: 'Milestone 3 of 5 approved',
      },
    ],
  },
  developer: {
    badge: 'For property developers',
    title: 'Deliver developments on budget, and fund the next one',
    body: 'Control budgets, procurement and quality across every site, and apply for lender funding as a qualified developer.',
    illustrationAlt: 'Illustration of an apartment development with a budget chart',
    artCards: [
      {
        corner: 'top-right',
        value: 'Budget used 62%',
        caption: 'Block A, on plan',
        bars: [38, 58, 46, 70, 62, 80],
      },
      { corner: 'bottom-left', icon: 'money', value: 'Funded', caption: 'Lender approved' },
    ],
  },
  about: {
    badge: 'About us',
    title: `Powering profitable capital deployment to close a ${programme.housingDeficitMillions} million housing unit deficit`,
    body: 'We give everyone who funds, owns or builds a project the visibility and control to deliver it on time and on budget.',
    illustrationAlt: 'Illustration of a new neighbourhood of homes and an apartment block',
    artCards: [
      {
        corner: 'top-right',
        icon: 'home',
        value: `${programme.housingDeficitMillions}M`,
        caption: 'homes needed',
      },
      { corner: 'bottom-left', icon: 'people', value: 'Five roles', caption: 'One shared project' },
    ],
  },
  referral: {
    badge: 'Refer-to-earn',
    title: `Share, refer, earn up to $${programme.referralRewardUsd}!`,
    body: `Introduce people who are planning a build. Earn up to $${programme.referralRewardUsd} per referral, with no limit on how many people you refer.`,
    illustrationAlt: `Illustration of friends linked to a new home, with a $${programme.referralRewardUsd} reward`,
    artCards: [
      {
        corner: 'top-right',
        icon: 'gift',
        value: `$${programme.referralRewardUsd}`,
        caption: 'per referral',
      },
      { corner: 'bottom-left', icon: 'check', value: 'Referral joined', caption: 'From your link' },
    ],
  },
} satisfies Record<string, HeroCopy>;
