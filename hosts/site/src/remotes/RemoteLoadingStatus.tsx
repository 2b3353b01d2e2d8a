import { remoteCopy as copy } from './copy.ts';

/** 'Loading the … ' while a dialog remote the visitor asked for arrives. */
export function RemoteLoadingStatus({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-night px-4 py-2 text-sm text-white shadow-lift"
    >
      {copy.loading(label)}
    </div>
  );
}
