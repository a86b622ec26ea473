import { Initial1795406738635 } from './1795406738635-Initial';
import { VideoViewPeriod1795524401990 } from './1795524401990-VideoViewPeriod';

/** Applied in order at start; add each generated migration class here. */
export const MYSQL_MIGRATIONS = [Initial1795406738635, VideoViewPeriod1795524401990];
