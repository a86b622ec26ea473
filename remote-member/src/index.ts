// The entry only defers to bootstrap, so Module Federation can resolve shared modules first.
import('./bootstrap');
