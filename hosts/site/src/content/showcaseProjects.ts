import { layout } from '@gw/config';
import type { ShowcaseProject } from './types.ts';

function projectImages(id: string, name: string) {
  return {
    image: {
      src: `/images/projects/${id}.svg`,
      alt: name,
      width: layout.carouselCardWidth,
      height: layout.carouselCardHeight,
    },
    mobileImage: {
      src: `/images/projects/${id}-mobile.svg`,
      alt: name,
      width: layout.carouselCardWidth,
      height: layout.carouselCardHeightMobile,
    },
  };
}

/** 'Ongoing Projects' (spec §3): an apartment development in Rwanda and three in Nigeria. */
export const showcaseProjects: ShowcaseProject[] = [
  {
    id: 'kigali-heights',
    name: 'Kacyiru Heights Apartments',
    location: 'Kigali, Rwanda',
    ...projectImages('kigali-heights', 'Kacyiru Heights Apartments, a five-storey apartment block'),
  },
  {
    id: 'lekki-terraces',
    name: 'Lekki Garden Terraces',
    location: 'Lekki, Lagos, Nigeria',
    ...projectImages(
      'lekki-terraces',
      'Lekki Garden Terraces, a row of three-storey terrace homes',
    ),
  },
  {
    id: 'gwarinpa-duplex',
    name: 'Gwarinpa Family Duplex',
    location: 'Gwarinpa, Abuja, Nigeria',
    ...projectImages('gwarinpa-duplex', 'Gwarinpa Family Duplex, a detached two-storey house'),
  },
  {
    id: 'gra-offices',
    name: 'GRA Commercial Offices',
    location: 'GRA, Port Harcourt, Nigeria',
    ...projectImages('gra-offices', 'GRA Commercial Offices, a glass-fronted office building'),
  },
];
