import type { ActionAnswer, GalleryItem, Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';
import type { ConsoleApi, ConsoleClientOptions } from './console-api';

/** An image as the consoles' forms give it; each console's route takes its own subset. */
export interface GalleryImageInput {
  imageUrl: string;
  /** The dashboard and the secret console; null clears it (dashboard). */
  caption?: string | null;
  /** Whether the site's gallery shows it (the admin dialog's switch); a new image is shown when left out. */
  visible?: boolean;
  /** The simple console's entries have a title and a description instead of a caption. */
  title?: string;
  description?: string | null;
}

/** What every console's gallery does. */
interface ConsoleGallery<Input = GalleryImageInput> {
  /** Every image, hidden ones included. */
  list: () => Promise<GalleryItem[]>;
  add: (input: Input) => Promise<GalleryItem>;
}

/** The dashboard's gallery: it also edits and deletes. */
interface DashboardGallery extends ConsoleGallery {
  update: (id: Id, input: GalleryImageInput) => Promise<GalleryItem>;
  remove: (id: Id) => Promise<{ ok: true }>;
}

/** The secret console's gallery: it also deletes, and shows a hidden image or hides a shown one. */
interface SecretGallery extends ConsoleGallery {
  remove: (id: Id) => Promise<{ ok: true }>;
  toggle: (id: Id) => Promise<ActionAnswer>;
}

/** The simple console's gallery: its entries need a title. */
type SimpleGallery = ConsoleGallery<GalleryImageInput & { title: string }>;

interface GalleryClients {
  admin: DashboardGallery;
  superadmin: SecretGallery;
  simple: SimpleGallery;
}

type GalleryClient<C extends ConsoleApi = ConsoleApi> = GalleryClients[C];

/** Each console's routes, with the body its POST and PUT take as its API (and the original console) named the fields. */
const CLIENTS: { [C in ConsoleApi]: (request: CallOptions) => GalleryClients[C] } = {
  admin: (request) => {
    const body = ({ imageUrl, caption, visible }: GalleryImageInput) => ({
      imageUrl,
      caption: caption ?? null,
      ...(visible === undefined ? {} : { visible }),
    });
    return {
      list: async () => (await api.get('/admin/gallery', request)) ?? [],
      add: (input) => api.post('/admin/gallery', { body: body(input), ...request }),
      update: (id, input) =>
        api.put('/admin/gallery/{id}', { params: { path: { id } }, body: body(input), ...request }),
      remove: (id) => api.delete('/admin/gallery/{id}', { params: { path: { id } }, ...request }),
    };
  },
  superadmin: (request) => ({
    list: async () => (await api.get('/superadmin/gallery', request)) ?? [],
    add: ({ imageUrl, caption }) =>
      api.post('/superadmin/gallery', { body: { url: imageUrl, ...(caption ? { caption } : {}) }, ...request }),
    remove: (id) => api.delete('/superadmin/gallery/{id}', { params: { path: { id } }, ...request }),
    toggle: (id) => api.post('/superadmin/gallery/{id}/toggle', { params: { path: { id } }, ...request }),
  }),
  simple: (request) => ({
    list: async () => (await api.get('/simple/gallery', request)) ?? [],
    add: ({ imageUrl, title, description }) =>
      api.post('/simple/gallery', {
        body: { title, imageUrl, ...(description ? { description } : {}) },
        ...request,
      }),
  }),
};

/** The gallery calls of one console. */
export function galleryClient<C extends ConsoleApi>({
  api: which,
  request = {},
}: ConsoleClientOptions<C>): GalleryClient<C> {
  return CLIENTS[which](request);
}
