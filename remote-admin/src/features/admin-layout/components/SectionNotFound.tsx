import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';

export function SectionNotFound() {
  return (
    <Result
      status="404"
      title={MESSAGES.errors.pageNotFound}
      extra={
        <Link to="/admin">
          <Button type="primary">관리자 대시보드로</Button>
        </Link>
      }
    />
  );
}
