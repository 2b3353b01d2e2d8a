/** The audiences the role picker offers (spec §2 "Role-picker dialog"), in order. */
export const roles = [
  {
    role: 'lender',
    label: 'Lender',
    path: '/lender',
    description: 'Fund projects and track every naira you lend.',
  },
  {
    role: 'developer',
    label: 'Property Developer',
    path: '/developer',
    description: 'Finance and deliver developments on time and on budget.',
  },
  {
    role: 'owner',
    label: 'Project Owner',
    path: '/owner',
    description: 'Build with full visibility, even from abroad.',
  },
] as const;

export type Role = (typeof roles)[number]['role'];

/** The page a role leads to. */
export function pathForRole(role: Role): string {
  const found = roles.find((option) => option.role === role);
  return found ? found.path : '/';
}
