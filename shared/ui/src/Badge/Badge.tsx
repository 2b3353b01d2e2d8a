import type { HTMLAttributes } from 'react';

export type BadgeProps = HTMLAttributes<HTMLSpanElement>;

/** A small pill label above hero titles and on cards. */
export function Badge({ className = '', ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={`inline-flex items-center rounded-full border border-primary/20 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary ${className}`}
      {...props}
    />
  );
}
