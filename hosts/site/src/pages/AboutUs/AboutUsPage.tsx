import { Button } from '@gw/ui';
import { useState } from 'react';
import { joinTeamBanner } from '../../content/about.ts';
import illustration from '../../content/heroArt/about.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { AboutMission, JoinTeamBanner } from '../../sections/AboutMission/index.ts';
import { Hero } from '../../sections/Hero/index.ts';
import { TeamFlipCards } from '../../sections/TeamFlipCards/index.ts';
import { JoinTeamModal } from './JoinTeamModal.tsx';

/** About us (spec §2): housing-deficit hero, mission, 'Meet the team', 'Join our team'. */
export function AboutUsPage() {
  const [joinOpen, setJoinOpen] = useState(false);
  return (
    <>
      <Hero copy={heroes.about} illustration={illustration} />
      <AboutMission />
      <TeamFlipCards />
      <JoinTeamBanner
        action={
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setJoinOpen(true)}>
            {joinTeamBanner.action}
          </Button>
        }
      />
      <JoinTeamModal open={joinOpen} onOpenChange={setJoinOpen} />
    </>
  );
}
