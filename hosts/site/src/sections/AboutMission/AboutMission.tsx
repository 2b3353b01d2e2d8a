import type { ReactNode } from 'react';
import { aboutMission, joinTeamBanner } from '../../content/about.ts';
import { canvasSection, container, sectionSpacing } from '../ui/layout.ts';

/** The about page's mission text block (spec §2). */
export function AboutMission() {
  return (
    <section aria-labelledby="mission-heading" className={canvasSection}>
      <div className={`${container} grid gap-8 lg:grid-cols-[1fr_2fr]`}>
        <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-ink lg:text-4xl">
          {aboutMission.heading}
        </h2>
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-body">
          {aboutMission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

export type JoinTeamBannerProps = {
  /** The 'See job openings' control; the page wires it to the join-team modal. */
  action: ReactNode;
};

/** 'Join our team' banner (spec §2); the page passes the button that opens the join-team modal. */
export function JoinTeamBanner({ action }: JoinTeamBannerProps) {
  return (
    // The brand blue, not night: the footer right below is dark already.
    <section aria-labelledby="join-team-heading" className={sectionSpacing}>
      <div className={container}>
        <div className="flex flex-col items-start gap-6 rounded-card bg-primary p-8 text-white shadow-soft lg:flex-row lg:items-center lg:justify-between lg:p-12">
          <div className="max-w-xl">
            <h2 id="join-team-heading" className="text-2xl font-bold lg:text-3xl">
              {joinTeamBanner.heading}
            </h2>
            <p className="mt-2 text-white/85">{joinTeamBanner.body}</p>
          </div>
          {action}
        </div>
      </div>
    </section>
  );
}
