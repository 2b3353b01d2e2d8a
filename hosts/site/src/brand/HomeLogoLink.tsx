import { brand } from '@gw/config';
import { focusRing } from '../sections/ui/layout.ts';
import { SmartLink } from '../sections/ui/SmartLink.tsx';
import { BrandMark } from './BrandMark.tsx';

/** The logo in a page's header: the mark and the brand's name, one link home named by the name. */
export function HomeLogoLink() {
  return (
    <SmartLink
      href="/"
      className={`flex shrink-0 items-center gap-2 rounded-control text-lg font-bold tracking-tight text-primary min-[380px]:text-xl ${focusRing}`}
    >
      <BrandMark className="size-7 shrink-0 min-[380px]:size-8" />
      {brand.name}
    </SmartLink>
  );
}
