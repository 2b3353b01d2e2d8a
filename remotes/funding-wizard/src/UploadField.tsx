import { outboxMessages } from '@gw/api-client';
import { upload } from '@gw/config';
import { FieldError, FileDrop } from '@gw/ui';
import { useId } from 'react';
import { fundingCopy as copy } from './copy.ts';
import type { UploadedFile } from './fundingValues.ts';

interface UploadFieldProps {
  /** Uploads one chosen document; it joins `files` once stored. */
  onFile(file: File): void;
  files: UploadedFile[];
  /** Functional, so uploads finishing together all land in the list. */
  onFilesChange(update: (files: UploadedFile[]) => UploadedFile[]): void;
  /** Chosen while the upload service was out of reach: uploaded with the application. */
  waiting?: File[] | undefined;
  onRemoveWaiting?: ((file: File) => void) | undefined;
  error?: string | undefined;
}

const rowClass =
  'flex items-center justify-between gap-3 rounded-control border border-line px-3 py-2 text-sm';
const removeClass = 'min-h-11 rounded-control px-3 font-medium text-danger hover:bg-danger-soft';

/** Drop or choose documents; each one is uploaded at once and listed, removable by its key. */
export function UploadField({
  onFile,
  files,
  onFilesChange,
  waiting = [],
  onRemoveWaiting,
  error,
}: UploadFieldProps) {
  const id = useId();
  return (
    <div data-slot="upload-field">
      <FileDrop
        label={copy.documents}
        hint={copy.documentsHint}
        accept={upload.contentTypes}
        multiple
        onFiles={(chosen) => {
          for (const file of chosen) onFile(file);
        }}
      />
      {files.length + waiting.length > 0 && (
        <ul aria-label={copy.documents} className="mt-3 grid gap-2">
          {files.map((file) => (
            <li key={file.S3Key} className={rowClass}>
              <span className="min-w-0 truncate">{file.name ?? file.S3Key}</span>
              <button
                type="button"
                aria-label={`${copy.removeFile} ${file.name ?? file.S3Key}`}
                onClick={() =>
                  onFilesChange((current) => current.filter((kept) => kept.S3Key !== file.S3Key))
                }
                className={removeClass}
              >
                {copy.removeFile}
              </button>
            </li>
          ))}
          {waiting.map((file) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`} className={rowClass}>
              <span className="min-w-0">
                <span className="block truncate">{file.name}</span>
                <span className="block text-xs text-muted">{outboxMessages.documentWaiting}</span>
              </span>
              <button
                type="button"
                aria-label={`${copy.removeFile} ${file.name}`}
                onClick={() => onRemoveWaiting?.(file)}
                className={removeClass}
              >
                {copy.removeFile}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1">
        <FieldError of={id}>{error}</FieldError>
      </div>
    </div>
  );
}
