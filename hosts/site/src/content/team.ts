import type { TeamMember } from './types.ts';

type MemberCopy = Omit<TeamMember, 'image'> & { id: string };

/** Portraits are illustrated avatars drawn on the member's bgColor, 280×320. */
function member({ id, ...copy }: MemberCopy): TeamMember {
  return {
    ...copy,
    image: {
      src: `/images/team/${id}.svg`,
      alt: `Portrait of ${copy.name}`,
      width: 280,
      height: 320,
    },
  };
}

/** 'Meet the team': eleven flip cards (spec §2). Colours are pale grounds with AA role text. */
export const teamMembers: TeamMember[] = [
  member({
    id: 'chinedu-eze',
    name: 'Chinedu Eze',
    role: 'Co-founder & CEO',
    description:
      'A chartered quantity surveyor who spent twelve years delivering housing schemes in Lagos and Abuja before founding the company to make project risk visible.',
    bgColor: '#dbeafe',
    roleColor: '#1e3a8a',
  }),
  member({
    id: 'amaka-obi',
    name: 'Amaka Obi',
    role: 'Co-founder & COO',
    description:
      'Built operations for a Toronto proptech firm and now runs delivery, partnerships and the project monitoring service across Nigeria.',
    bgColor: '#fef3c7',
    roleColor: '#92400e',
  }),
  member({
    id: 'oluwaseun-adeyemi',
    name: 'Oluwaseun Adeyemi',
    role: 'Chief Technology Officer',
    description:
      'Leads the engineering team behind the platform. Previously built payments infrastructure used by millions of Nigerians.',
    bgColor: '#dcfce7',
    roleColor: '#166534',
  }),
  member({
    id: 'fatima-bello',
    name: 'Fatima Bello',
    role: 'Head of Lending Partnerships',
    description:
      'Former development-finance banker who helps lenders link disbursements to milestones and read portfolio reports they can trust.',
    bgColor: '#fce7f3',
    roleColor: '#9d174d',
  }),
  member({
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    role: 'Head of Product',
    description:
      'Turns what owners, contractors and lenders tell us into dashboards, checklists and bidding tools that are simple to use on site.',
    bgColor: '#ede9fe',
    roleColor: '#5b21b6',
  }),
  member({
    id: 'ngozi-uche',
    name: 'Ngozi Uche',
    role: 'Lead Structural Engineer',
    description:
      'Registered with COREN, she designs our quality assurance checklists and reviews inspections on projects under monitoring.',
    bgColor: '#e0f2fe',
    roleColor: '#075985',
  }),
  member({
    id: 'ibrahim-musa',
    name: 'Ibrahim Musa',
    role: 'Construction Operations Manager',
    description:
      'Coordinates the professionals we deploy to site and keeps procurement, deliveries and schedules moving in the North.',
    bgColor: '#ffedd5',
    roleColor: '#9a3412',
  }),
  member({
    id: 'temitope-alade',
    name: 'Temitope Alade',
    role: 'Diaspora Client Lead',
    description:
      'Based in London, she guides diaspora owners from their first project set-up through handover of the keys.',
    bgColor: '#f1f5f9',
    roleColor: '#334155',
  }),
  member({
    id: 'emeka-nwosu',
    name: 'Emeka Nwosu',
    role: 'Vendor Verification Lead',
    description:
      'Runs checks on every contractor, consultant and supplier that joins the verified pool, and maintains the rating system.',
    bgColor: '#ccfbf1',
    roleColor: '#115e59',
  }),
  member({
    id: 'zainab-abdullahi',
    name: 'Zainab Abdullahi',
    role: 'Senior Software Engineer',
    description:
      'Builds the scheduling engine and the alerts that warn teams about delayed tasks before a milestone slips.',
    bgColor: '#fae8ff',
    roleColor: '#86198f',
  }),
  member({
    id: 'david-okafor',
    name: 'David Okafor',
    role: 'Customer Success Manager',
    description:
      'Onboards new teams, runs product demos and makes sure every customer gets value from the platform in their first week.',
    bgColor: '#ecfccb',
    roleColor: '#3f6212',
  }),
];
