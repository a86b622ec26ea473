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
  /** 2 inside a console, whose own title is the page's h1. */
  level?: 1 | 2;
}

/** The top of an /admin/* screen: its heading, one sentence, and its buttons (the add button on content screens). */
export function ScreenHeader({ id, title, lead, addLabel, onAdd, actions, level = 1 }: ScreenHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="admin-screen__header">
      <div>
        <Heading id={id} className="admin-screen__title">
          {title}
        </Heading>
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
