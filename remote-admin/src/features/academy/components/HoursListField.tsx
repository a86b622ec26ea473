import { Button, Form, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ACADEMY_FACT_LIMITS as L, ACADEMY_FACT_MESSAGES as M, ACADEMY_FACT_RULES } from '@academy/common';
import { partRule } from './academy-form-rules';

const filled = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= max;

/** One list of opening hours (요일 · 시간), one to seven lines, with Form.List. */
export function HoursListField({ name, label }: { name: 'contactHours' | 'consultationHours'; label: string }) {
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_, lines: unknown) => {
            const message = Array.isArray(lines) && lines.length >= 1 ? null : ACADEMY_FACT_RULES[name](lines);
            if (message) throw new Error(message);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="academy-form__hours">
          <legend>{label}</legend>
          {fields.map((field, index) => (
            <div key={field.key} className="academy-form__line">
              <Form.Item
                name={[field.name, 'days']}
                label={`${label} ${index + 1}줄 요일`}
                rules={[partRule(filled(L.daysMax), M.hoursDays)]}
              >
                <Input placeholder="월–금" maxLength={L.daysMax} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'hours']}
                label={`${label} ${index + 1}줄 시간`}
                rules={[partRule(filled(L.hoursMax), M.hoursHours)]}
              >
                <Input placeholder="14:00 – 22:00" maxLength={L.hoursMax} />
              </Form.Item>
              {fields.length > 1 ? (
                <Button
                  type="text"
                  className="academy-form__remove"
                  icon={<MinusCircleOutlined />}
                  aria-label={`${label} ${index + 1}줄 지우기`}
                  onClick={() => remove(field.name)}
                />
              ) : null}
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < L.hoursLinesMax ? (
            <div className="academy-form__add">
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ days: '', hours: '' })}>
                {label} 줄 추가
              </Button>
            </div>
          ) : null}
        </fieldset>
      )}
    </Form.List>
  );
}
