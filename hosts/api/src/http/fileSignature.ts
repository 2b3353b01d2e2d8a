/**
 * The first bytes each accepted content type starts with, so a file declared as a PDF is one
 * (an HTML page sent as application/pdf is refused). DOC and XLS are OLE2 compound files;
 * DOCX and XLSX are ZIP archives.
 */
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zip = [0x50, 0x4b, 0x03, 0x04];
const signatures: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/gif': (head) => startsWith(head, [0x47, 0x49, 0x46, 0x38]), // GIF8
  'image/webp': (head) =>
    startsWith(head, [0x52, 0x49, 0x46, 0x46]) && // RIFF
    startsWith(head.subarray(8), [0x57, 0x45, 0x42, 0x50]), // WEBP
  'application/msword': (head) => startsWith(head, ole2),
  'application/vnd.ms-excel': (head) => startsWith(head, ole2),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (head) =>
    startsWith(head, zip),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (head) =>
    startsWith(head, zip),
};

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** How many leading bytes the checks read. */
export const signatureBytes = 16;

/** Whether a file's first bytes fit its declared type (an unknown type never fits). */
export function matchesType(head: Uint8Array, contentType: string): boolean {
  return signatures[contentType]?.(head) ?? false;
}

/** The one extension a stored file of each accepted type is named with. */
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/**
 * The extension a file of `contentType` is stored and downloaded with, whatever the uploader
 * called it (an `.hta` that is a PDF is saved as `.pdf`): the PUT accepts only content whose
 * first bytes are of that type. `bin` for a type not accepted here.
 */
export function extensionOf(contentType: string | null | undefined): string {
  return extensions[contentType ?? ''] ?? 'bin';
}

/** The first accepted type whose signature `head` has (for files received with no record). */
export function sniffedType(head: Uint8Array): string | null {
  return Object.keys(signatures).find((type) => matchesType(head, type)) ?? null;
}
