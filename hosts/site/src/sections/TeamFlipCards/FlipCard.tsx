import { useState } from 'react';
import { pageCopy } from '../../content/pageCopy.ts';
import type { TeamMember } from '../../content/types.ts';
import { focusRing } from '../ui/layout.ts';

export type FlipCardProps = { member: TeamMember };

const face = 'absolute inset-0 overflow-hidden rounded-card backface-hidden';

/**
 * One team card: photo, name and role on the front, the description on the back. A click, the
 * keyboard (Enter/Space on its button) or hovering flips it; the hidden face is aria-hidden.
 * Under prefers-reduced-motion the faces swap without the 3D turn.
 */
export function FlipCard({ member }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const copy = pageCopy.team;

  return (
    <li
      data-state={flipped ? 'flipped' : 'front'}
      className="relative h-[320px] perspective-[1200px] sm:h-[380px]"
      // Only a real mouse hovers: touch taps also fire enter events, which would undo the tap.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setFlipped(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setFlipped(false)}
    >
      <div
        className={`relative size-full transform-3d motion-safe:transition-transform motion-safe:duration-500 ${flipped ? 'rotate-y-180' : ''}`}
      >
        <div
          aria-hidden={flipped}
          className={`${face} flex flex-col border border-line bg-surface`}
        >
          <img
            {...member.image}
            alt={member.image.alt}
            loading="lazy"
            className="h-[200px] w-full object-cover sm:h-[280px]"
            style={{ backgroundColor: member.bgColor }}
          />
          {/* Top-aligned: a role that wraps grows downwards, so names line up across a row. */}
          <div className="flex flex-1 flex-col gap-0.5 px-4 pt-4 sm:px-5 sm:pt-5">
            <h3 className="leading-snug font-semibold text-ink">{member.name}</h3>
            <p className="text-sm leading-snug font-medium" style={{ color: member.roleColor }}>
              {member.role}
            </p>
          </div>
        </div>
        <div
          aria-hidden={!flipped}
          className={`${face} flex rotate-y-180 flex-col justify-center gap-2 p-4 sm:gap-3 sm:p-6`}
          style={{ backgroundColor: member.bgColor }}
        >
          <p className="leading-snug font-semibold text-ink">{member.name}</p>
          <p className="text-sm leading-snug font-semibold" style={{ color: member.roleColor }}>
            {member.role}
          </p>
          <p className="text-[13px] leading-snug text-ink sm:text-base sm:leading-relaxed">
            {member.description}
          </p>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={flipped}
        aria-label={`${flipped ? copy.flipBackHint : copy.flipHint}: ${member.name}`}
        onClick={() => setFlipped((value) => !value)}
        className={`absolute inset-0 rounded-card ${focusRing}`}
      />
    </li>
  );
}
