export type ImportRun = {
  documentId: string;
  run_status: 'running' | 'completed' | 'refused' | 'failed';
  message: string;
  format: string | null;
  listings_in_feed: number;
  created: number;
  updated: number;
  republished: number;
  unpublished: number;
  unchanged: number;
  rejected: number;
  photos_downloaded: number;
  photos_failed: number;
  rejected_listings: { reference: string; line: number; reason: string }[];
  notes: string | null;
  error?: { status: number; message: string };
};

export function importFeed(options: {
  cmsUrl: string;
  token: string;
  source: string;
  force?: boolean;
  label?: string;
}): Promise<{ status: number; run: ImportRun }>;
export function describeRun(run: ImportRun): string[];
