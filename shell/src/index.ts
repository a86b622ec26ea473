// The entry starts loading the page this URL needs from its remote right away (a task later), so
// the remote's chunks arrive alongside React instead of after it (the public pages' hydration waits
// for them); then it defers to bootstrap, so Module Federation can resolve the shared modules first.
// @academy/common is shared eagerly by the shell: it is here at once.
// The shell's style sheets belong to the entry too: index.html links them in <head>, and the server
// inlines them into the pages it renders, so the layout is styled before any script runs.
import '@academy/context/styles.css';
import './styles/shell.css';
import { startReadsFor } from './federation/early-reads';
import { preloadPageFor } from './federation/remotes';
import { nextTask } from './start/next-task';

startReadsFor(window.location);
// Each step in a task of its own (their scripts are preloaded by the page already, so nothing
// arrives later): evaluating main.js, starting the page's remote and starting the bootstrap were
// one task of well over 50 ms on a phone, the page not answering a tap meanwhile.
void nextTask()
  .then(() => {
    void preloadPageFor(window.location.pathname);
    return nextTask();
  })
  .then(() => import('./bootstrap'));
