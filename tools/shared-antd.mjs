// What the apps share as "antd": only the components they use. A shared module is never
// tree-shaken, so sharing the package itself put all of antd (~446 KB gzipped) on the first admin
// page; re-exporting from here lets webpack drop the rest while the page keeps one antd (one
// ConfigProvider context, one style cache). Apps keep importing 'antd';
// shell/src/__tests__/shared-module-exports.spec.ts fails when one uses a name missing here. Not
// `from 'antd'`: that request is the shared module itself, and the fallback would wait on itself.
export {
  Alert,
  App,
  Button,
  Card,
  ConfigProvider,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Radio,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  theme,
} from 'antd/es/index.js';
