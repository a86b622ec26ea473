import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@academy/common';
import { App } from './app/App';
import { preloadPageFor } from './federation/remotes';
import { nextTask } from './start/next-task';

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
  // Evaluating React DOM, the app's modules and the page's remote chunks is a task of its own:
  // hydration's first slice does not lengthen it.
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page, already drawn, answers a tap in the meantime (React
  // hydrates the tapped part first and replays the event).
  startTransition(() => {
    hydrateRoot(root, <App data={data} />);
  });
}

void start();
