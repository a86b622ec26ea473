import { Initial1795406738635 } from './1795406738635-Initial';
import { ThrottleCounters1795523136436 } from './1795523136436-ThrottleCounters';
import { ExactEmails1795523136437 } from './1795523136437-ExactEmails';

/** Applied in order at start; add each generated migration class here. */
export const MYSQL_MIGRATIONS = [Initial1795406738635, ThrottleCounters1795523136436, ExactEmails1795523136437];
