import { Initial1795406738635 } from './1795406738635-Initial';

/** Applied in order at start; add each generated migration class here. */
export const SQLITE_MIGRATIONS = [Initial1795406738635];
