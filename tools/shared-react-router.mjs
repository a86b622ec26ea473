// What the apps share as "react-router-dom": only the parts they use. A shared module is never
// tree-shaken, so sharing the package itself would put all of react-router (~60 KB gzipped) on
// the first page; re-exporting from here lets webpack drop the rest. Apps keep importing
// 'react-router-dom'; tools/shared-react-router.spec.js fails when one uses a name missing here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
