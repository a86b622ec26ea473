import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { AsyncData } from '@academy/context';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';

interface RefreshBarProps {
  /** A sentence about the list (how many there are). */
  lead: ReactNode;
  data: AsyncData<unknown>;
  /** An add button before 새로고침, for lists the admin adds to. */
  add?: { label: string; onClick: () => void };
}

/** Above a dashboard or console list: what it holds, and a refresh that keeps the list shown meanwhile. */
export function RefreshBar({ lead, data, add }: RefreshBarProps) {
  return (
    <div className="admin-screen__header">
      <p className="admin-screen__lead">{lead}</p>
      <div className="console-item__actions">
        {add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={data.reload} loading={data.isLoading && data.data !== null}>
          새로고침
        </Button>
      </div>
    </div>
  );
}
