import { cx } from '../cx/index.ts';

/** The six looks of spec §2, declared once; markup never branches on the variant. */
export const buttonVariants = {
  primary: 'bg-primary text-white shadow-soft hover:bg-primary-strong',
  secondary: 'border border-primary/30 bg-surface text-primary hover:bg-primary-soft',
  danger: 'bg-danger text-white shadow-soft hover:bg-danger/90',
  muted: 'bg-line text-muted',
  transparent: 'bg-transparent text-primary hover:bg-primary-soft',
  success: 'bg-success text-white shadow-soft hover:bg-success/90',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-progress';

/**
 * The kit Button's classes, without React: a widget's launcher, drawn before any framework has
 * loaded, looks exactly like the kit's button (widgets/src/widgets/launcherButton.ts).
 */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return cx(base, buttonVariants[variant], className);
}
