import { isUnreachable, outboxMessages, uploadFile, uploadMessages } from '@gw/api-client';
import { useToast } from '@gw/ui';
import { useEffect, useRef, useState } from 'react';
import type { UploadedFile } from './fundingValues.ts';

interface UploadOptions {
  apiBase?: string | undefined;
  onUploaded(file: UploadedFile): void;
  /** The upload service could not be reached: the file goes with the application instead. */
  onWaiting(file: File): void;
}

/**
 * Spec §4 file upload: ask for an upload address, PUT the file with a progress toast
 * ('Uploading... name' with a bar and percentage), then add it to the list. Failures end the
 * progress toast with 'Error: upload rejected' and show the reason in a red toast. `running`
 * counts the uploads on their way. Uploads still running when the wizard unmounts are aborted.
 * Without a connection (no answer, a 5xx) the file is not refused: it waits, and the outbox
 * uploads it before the application once the connection is back (DESIGN.md §10).
 */
export function useUploads({ apiBase, onUploaded, onWaiting }: UploadOptions) {
  const toast = useToast();
  const running = useRef(new Set<AbortController>());
  const [count, setCount] = useState(0);

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, []);

  async function start(file: File) {
    const controller = new AbortController();
    running.current.add(controller);
    setCount(running.current.size);
    const id = toast.show({
      message: uploadMessages.uploading(file.name),
      progress: 0,
      persistent: true,
    });
    try {
      const uploaded = await uploadFile(file, {
        apiBase,
        signal: controller.signal,
        onProgress: (progress: number) => toast.update(id, { progress }),
      });
      toast.update(id, {
        message: uploadMessages.done,
        tone: 'success',
        progress: 100,
        persistent: false,
      });
      onUploaded({ ...uploaded, name: file.name });
    } catch (error) {
      if (isUnreachable(error)) {
        toast.update(id, {
          message: outboxMessages.documentWaits(file.name),
          tone: 'dark',
          progress: undefined,
          persistent: false,
        });
        onWaiting(file);
        return;
      }
      toast.update(id, {
        message: uploadMessages.rejected,
        tone: 'error',
        progress: undefined,
        persistent: false,
      });
      const reason = uploadMessages.reason(error);
      if (reason) toast.show({ message: reason, tone: 'error' });
    } finally {
      running.current.delete(controller);
      setCount(running.current.size);
    }
  }

  return { start, running: count };
}
