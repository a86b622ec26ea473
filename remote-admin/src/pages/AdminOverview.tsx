import { OverviewScreen } from '../features/overview/components/OverviewScreen';
// A cycle only through the table's lazy import: the table has long been read when this screen loads.
import { ADMIN_SCREENS } from './admin-screens';

/** /admin and /admin/dashboard: the overview, its quick links drawn from the screen table. */
export function AdminOverview() {
  return <OverviewScreen quickLinks={ADMIN_SCREENS} />;
}
