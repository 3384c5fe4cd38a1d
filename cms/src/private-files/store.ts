/** What a store knows a file by: Strapi's hash of the upload and its extension (S3 reads its `url` too). */
export type FileRef = { hash: string; ext: string; mime?: string; url?: string };
/** A file to keep, whole. */
export type FileToStore = FileRef & { buffer: Buffer };
/** Where the store put it: the upload row's `url` and `provider_metadata`. */
export type Stored = { url: string; provider_metadata: Record<string, unknown> };
/** What a request for a file of the folder store carries: a valid link, or why not. */
export type Verdict = 'ok' | 'missing' | 'invalid' | 'expired';

/** Where applicants' files are kept (a private folder, or a private S3 bucket), and how they are read. */
export type PrivateStore = {
  kind: 'folder' | 's3';
  bucket?: string;
  put(file: FileToStore): Promise<Stored>;
  /** A link to the file that works for `seconds`. */
  signedUrl(file: FileRef, seconds: number, now?: number): Promise<string>;
  verify(name: string, expires: unknown, given: unknown, now?: number): Verdict;
  /** Whether an address is one of this store's files. */
  owns(url: unknown): boolean;
  /** The file on disk (the folder store), or null. */
  pathOf(name: string): string | null;
  remove(file: FileRef): Promise<void>;
};
