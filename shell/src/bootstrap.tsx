import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@academy/common';
import { App } from './app/App';
import { preloadPageFor } from './federation/remotes';

/** The API answers a server-rendered page was drawn with (absent on a client-rendered page). */
function pageData(): PageData | undefined {
  const json = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as PageData) : undefined;
}

async function start() {
  const root = document.getElementById('root')!;
  const data = pageData();
  if (!data) {
    createRoot(root).render(<App />);
    return;
  }
  // The page's remote module is loaded before hydrating, so the first render draws what the server
  // drew instead of a loading state.
  await preloadPageFor(window.location.pathname);
  hydrateRoot(root, <App data={data} />);
}

void start();
