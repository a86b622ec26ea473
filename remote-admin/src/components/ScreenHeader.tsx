import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface ScreenHeaderProps {
  /** Ties the section to its heading (aria-labelledby). */
  id: string;
  title: string;
  lead: ReactNode;
  /** The add button of a content screen. */
  addLabel?: string;
  onAdd?: () => void;
  /** Other buttons, in place of the add button. */
  actions?: ReactNode;
}

/** The top of an /admin/* screen: its heading, one sentence, and its buttons (the add button on content screens). */
export function ScreenHeader({ id, title, lead, addLabel, onAdd, actions }: ScreenHeaderProps) {
  return (
    <header className="admin-screen__header">
      <div>
        <h1 id={id} className="admin-screen__title">
          {title}
        </h1>
        <p className="admin-screen__lead">{lead}</p>
      </div>
      {addLabel && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
      {actions}
    </header>
  );
}
