// The entry only defers to bootstrap, so Module Federation can resolve shared modules first.
// Meanwhile the page this URL needs starts loading from its remote.
// The shell's style sheets belong to the entry: index.html links them in <head>, and the server
// inlines them into the pages it renders, so the layout is styled before any script runs.
import '@academy/context/styles.css';
import './styles/shell.css';

import('./federation/remotes').then(({ preloadPageFor }) => preloadPageFor(window.location.pathname));
import('./bootstrap');
