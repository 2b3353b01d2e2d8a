import { brand } from '@gw/config';

/** The contact page's two offices (spec §2): Nigeria (Abuja) and Canada (Saskatchewan). */
export const offices = [
  {
    country: 'Nigeria',
    city: 'Abuja',
    lines: ['Central Business District', 'Abuja, FCT, Nigeria'],
    email: brand.supportEmail,
  },
  {
    country: 'Canada',
    city: 'Saskatoon',
    lines: ['Downtown Saskatoon', 'Saskatchewan, Canada'],
    email: brand.supportEmail,
  },
] as const;
