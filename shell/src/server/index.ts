// The shell's server entry (dist/server/render.js), loaded by the API. It only defers to render.tsx,
// so Module Federation can set up the shared modules (React, the router, the auth context) first.
import type { ServerRendererModule } from '@academy/common';

export const render: ServerRendererModule['render'] = async (input) => (await import('./render')).render(input);

export const warmUp: ServerRendererModule['warmUp'] = async (remotes) => (await import('./render')).warmUp(remotes);
