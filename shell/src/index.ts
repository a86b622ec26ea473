// The entry only defers to bootstrap, so Module Federation can resolve shared modules first.
// Meanwhile the page this URL needs starts loading from its remote.
import('./federation/remotes').then(({ preloadPageFor }) => preloadPageFor(window.location.pathname));
import('./bootstrap');
