import type { Core, UID } from '@strapi/strapi';

/**
 * The Document Service for writes whose data Strapi's generated input types cannot say: the
 * seed's generated content, a feed listing as the site's mapping made it, a market area's
 * JSON figures. The code that builds the data is what checks it (and its tests).
 */
export type LooseDocuments = {
  create(params: { data: Record<string, unknown>; locale?: string; status?: 'draft' | 'published' }): Promise<{
    id: number;
    documentId: string;
  }>;
  update(params: {
    documentId: string;
    data: Record<string, unknown>;
    locale?: string;
    status?: 'draft' | 'published';
    populate?: string[];
  }): Promise<Record<string, unknown> | null>;
  delete(params: { documentId: string; locale?: string }): Promise<unknown>;
  findFirst(params?: Record<string, unknown>): Promise<({ documentId: string } & Record<string, unknown>) | null>;
};

export const looseDocuments = (strapi: Core.Strapi, uid: UID.ContentType): LooseDocuments =>
  strapi.documents(uid) as unknown as LooseDocuments;
