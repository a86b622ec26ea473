import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface ScreenHeaderProps {
  /** Ties the section to its heading (aria-labelledby). */
  id: string;
  title: string;
  lead: string;
  addLabel: string;
  onAdd: () => void;
}

/** The top of an /admin/* content screen: its heading, one sentence, and the add button. */
export function ScreenHeader({ id, title, lead, addLabel, onAdd }: ScreenHeaderProps) {
  return (
    <header className="admin-screen__header">
      <div>
        <h1 id={id} className="admin-screen__title">
          {title}
        </h1>
        <p className="admin-screen__lead">{lead}</p>
      </div>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
    </header>
  );
}
