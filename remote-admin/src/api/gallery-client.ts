import type { ActionAnswer, GalleryItem, Id } from '@academy/common';
import { apiRequest, getJson } from '@academy/context';
import type { ConsoleApi, ConsoleClientOptions } from './console-api';

/** An image as the consoles' forms give it; each console's route takes its own subset. */
export interface GalleryImageInput {
  imageUrl: string;
  /** The dashboard and the secret console; null clears it (dashboard). */
  caption?: string | null;
  /** The simple console's entries have a title and a description instead of a caption. */
  title?: string;
  description?: string | null;
}

/** The body each console's POST and PUT take, as its API (and the original console) named the fields. */
const BODY: Record<ConsoleApi, (input: GalleryImageInput) => object> = {
  '/api/admin': ({ imageUrl, caption }) => ({ imageUrl, caption: caption ?? null }),
  '/api/superadmin': ({ imageUrl, caption }) => ({ url: imageUrl, ...(caption ? { caption } : {}) }),
  '/api/simple': ({ imageUrl, title, description }) => ({
    title,
    imageUrl,
    ...(description ? { description } : {}),
  }),
};

export interface GalleryClient {
  /** Every image, hidden ones included. */
  list: () => Promise<GalleryItem[]>;
  add: (input: GalleryImageInput) => Promise<GalleryItem>;
  /** The dashboard only. */
  update: (id: Id, input: GalleryImageInput) => Promise<GalleryItem>;
  /** The dashboard and the secret console. */
  remove: (id: Id) => Promise<{ ok: true }>;
  /** The secret console only: shows a hidden image or hides a shown one. */
  toggle: (id: Id) => Promise<ActionAnswer>;
}

/** The gallery calls of one console. */
export function galleryClient({ api, request = {} }: ConsoleClientOptions): GalleryClient {
  const collection = `${api}/gallery`;
  const item = (id: Id) => `${collection}/${encodeURIComponent(id)}`;
  return {
    list: async () => (await getJson<GalleryItem[]>(collection, request)) ?? [],
    add: (input) => apiRequest<GalleryItem>('POST', collection, BODY[api](input), request),
    update: (id, input) => apiRequest<GalleryItem>('PUT', item(id), BODY[api](input), request),
    remove: (id) => apiRequest<{ ok: true }>('DELETE', item(id), undefined, request),
    toggle: (id) => apiRequest<ActionAnswer>('POST', `${item(id)}/toggle`, undefined, request),
  };
}
