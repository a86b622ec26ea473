import { Form, Input } from 'antd';
import { endAfterStart } from '../lib/form-rules';

interface TimeWindowFieldsProps {
  startName: string;
  endName: string;
  /** '공개' (a video's access window) or '게시' (a notice's publish window). */
  kind: '공개' | '게시';
}

/** Optional start and end of a window, minute precision; the end must come after the start. */
export function TimeWindowFields({ startName, endName, kind }: TimeWindowFieldsProps) {
  return (
    <>
      <Form.Item label={`${kind} 시작 (선택)`} name={startName}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        label={`${kind} 종료 (선택)`}
        name={endName}
        dependencies={[startName]}
        rules={[endAfterStart(startName)]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </>
  );
}
