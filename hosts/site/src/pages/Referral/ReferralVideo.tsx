import { brand, urls } from '@gw/config';
import { Modal } from '@gw/ui';
import { useState } from 'react';
import { buttonLinkClass } from '../../sections/ui/ButtonLink.tsx';

export const referralVideoCopy = {
  open: 'Watch the video',
  title: 'How refer-to-earn works',
  note: 'The video plays from an external video site.',
} as const;

/**
 * The referral video modal (spec §2). Click-to-load: the third-party iframe exists only while
 * the modal is open, so no video site is contacted until the visitor asks for it.
 */
export function ReferralVideo({ src = urls.referralVideo }: { src?: string }) {
  const [open, setOpen] = useState(false);
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
        <div className="aspect-video w-full overflow-hidden rounded-control bg-night">
          <iframe
            src={src}
            title={`${brand.name}: ${referralVideoCopy.title}`}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      </Modal>
    </>
  );
}
