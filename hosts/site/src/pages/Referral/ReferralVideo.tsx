import { brand, urls } from '@gw/config';
import { Modal, Spinner } from '@gw/ui';
import { useState } from 'react';
import { siteName } from '../../embeds/siteName.ts';
import { ThirdPartyFrame } from '../../embeds/ThirdPartyFrame.tsx';
import { videoEmbed } from '../../embeds/videoEmbed.ts';
import { buttonLinkClass } from '../../sections/ui/ButtonLink.tsx';

export const referralVideoCopy = {
  open: 'Watch the video',
  title: 'How refer-to-earn works',
  note: 'The video plays from an external video site.',
  loading: 'Loading the video…',
  failed: 'The video did not load.',
  link: (site: string) => `Watch it on ${site}`,
} as const;

/**
 * The referral video modal (spec §2). Click-to-load: the third-party iframe exists only while
 * the modal is open, so no video site is contacted until the visitor asks for it. In a
 * ThirdPartyFrame: should the player not answer, a link to the video on its own site.
 */
export function ReferralVideo({ src = urls.referralVideo }: { src?: string }) {
  const [open, setOpen] = useState(false);
  const video = open ? videoEmbed(src, window.location.origin) : null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonLinkClass('secondary')}
      >
        <span aria-hidden="true">▶</span>
        {referralVideoCopy.open}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={referralVideoCopy.title}
        description={referralVideoCopy.note}
        maxWidth={880}
      >
        {video && (
          <ThirdPartyFrame
            src={video.src}
            title={`${brand.name}: ${referralVideoCopy.title}`}
            greeting={video.greeting}
            loader={
              <p className="flex items-center gap-2">
                <Spinner />
                {referralVideoCopy.loading}
              </p>
            }
            failedMessage={referralVideoCopy.failed}
            href={video.watchUrl}
            linkLabel={referralVideoCopy.link(siteName(video.watchUrl))}
            tone="dark"
            className="aspect-video w-full rounded-control bg-night"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        )}
      </Modal>
    </>
  );
}
