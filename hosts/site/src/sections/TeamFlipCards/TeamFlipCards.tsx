import { pageCopy } from '../../content/pageCopy.ts';
import { teamMembers } from '../../content/team.ts';
import type { TeamMember } from '../../content/types.ts';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';
import { FlipCard } from './FlipCard.tsx';

export type TeamFlipCardsProps = { members?: TeamMember[] };

/** 'Meet the team': eleven flip cards (spec §2). */
export function TeamFlipCards({ members = teamMembers }: TeamFlipCardsProps) {
  return (
    <section aria-labelledby="team-heading" className={sectionSpacing}>
      <div className={container}>
        <SectionHeader id="team-heading" title={pageCopy.team.heading} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {members.map((member) => (
            <FlipCard key={member.name} member={member} />
          ))}
        </ul>
      </div>
    </section>
  );
}
