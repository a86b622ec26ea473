import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import type { FormRule } from 'antd';
import {
  daysError,
  endError,
  isClockTime,
  PROGRAM_FACT_LABELS as L,
  PROGRAM_FACT_MESSAGES as M,
  PROGRAM_FACTS,
  seatsError,
  seatsLeftError,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  wonError,
} from '@academy/common';

/*
 * The program facts of the program form: tuition and 교재비, 개강일, seats and the timetable
 * (Form.List, one row per class). Each rule is @academy/common's, the one the API runs, so the
 * form and the server give the same Korean message on the same field (`schedule.0.end`).
 */

/** A common rule as an antd rule: null passes, a message fails. */
const rule =
  (check: (value: unknown, get: (name: (string | number)[]) => unknown) => string | null): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const message = check(value === undefined ? null : value, getFieldValue);
      if (message) throw new Error(message);
    },
  });

const blank = (value: unknown) => value === null || value === undefined || value === '';

const DAY_OPTIONS = WEEK_DAYS.map((day) => ({ label: WEEK_DAY_LABELS[day], value: day }));
const wonInput = {
  min: 0,
  max: PROGRAM_FACTS.wonMax,
  precision: 0,
  step: 10_000,
  suffix: '원',
  formatter: (value?: string | number) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (value?: string) => (value ?? '').replace(/[^\d]/g, '') as unknown as number,
  style: { width: '100%' },
};
const seatsInput = { min: 0, max: PROGRAM_FACTS.seatsMax, precision: 0, suffix: '명', style: { width: '100%' } };

export const EMPTY_SCHEDULE_ROW = { name: '', days: [], start: '', end: '' };

export function ProgramFactsFields() {
  return (
    <fieldset className="program-facts-fields">
      <legend>수강 안내 (수강료·시간표·개강일·정원)</legend>
      <div className="console-form-row">
        <Form.Item
          label={L.monthly}
          name={['tuition', 'monthly']}
          dependencies={[['tuition', 'materials']]}
          extra="비우면 프로그램 페이지에 수강료를 싣지 않습니다."
          rules={[
            rule((value, get) =>
              blank(value) ? (blank(get(['tuition', 'materials'])) ? null : M.monthly) : wonError(value, M.monthly),
            ),
          ]}
        >
          <InputNumber {...wonInput} />
        </Form.Item>
        <Form.Item
          label={L.materials}
          name={['tuition', 'materials']}
          rules={[rule((value) => (blank(value) ? null : wonError(value, M.materials)))]}
        >
          <InputNumber {...wonInput} />
        </Form.Item>
      </div>
      <div className="console-form-row">
        <Form.Item label={L.startDate} name="startDate">
          <Input type="date" />
        </Form.Item>
        <Form.Item label={L.capacity} name="capacity" rules={[rule((value) => seatsError(value, M.capacity))]}>
          <InputNumber {...seatsInput} />
        </Form.Item>
        <Form.Item
          label={L.seatsLeft}
          name="seatsLeft"
          dependencies={['capacity']}
          rules={[rule((value, get) => seatsLeftError(value, get(['capacity']) ?? null))]}
        >
          <InputNumber {...seatsInput} />
        </Form.Item>
      </div>
      <Form.List name="schedule">
        {(rows, { add, remove }) => (
          <div className="program-schedule" role="group" aria-label={L.schedule}>
            <p className="program-schedule__title">{L.schedule}</p>
            {rows.map(({ key, name }) => (
              <div key={key} className="program-schedule__row" role="group" aria-label={`${name + 1}번째 반`}>
                <Form.Item
                  label={L.className}
                  name={[name, 'name']}
                  rules={[{ required: true, whitespace: true, message: M.className }]}
                >
                  <Input maxLength={PROGRAM_FACTS.classNameMax} placeholder="예: 중2 A반" />
                </Form.Item>
                <Form.Item label={L.days} name={[name, 'days']} rules={[rule(daysError)]}>
                  <Checkbox.Group options={DAY_OPTIONS} />
                </Form.Item>
                <Form.Item
                  label={L.start}
                  name={[name, 'start']}
                  rules={[rule((value) => (isClockTime(value) ? null : M.start))]}
                >
                  <Input type="time" />
                </Form.Item>
                <Form.Item
                  label={L.end}
                  name={[name, 'end']}
                  dependencies={[['schedule', name, 'start']]}
                  rules={[rule((value, get) => endError(value, get(['schedule', name, 'start'])))]}
                >
                  <Input type="time" />
                </Form.Item>
                <Button danger onClick={() => remove(name)} className="program-schedule__remove">
                  {`${name + 1}번째 반 삭제`}
                </Button>
              </div>
            ))}
            {rows.length < PROGRAM_FACTS.scheduleRowsMax && (
              <Button onClick={() => add({ ...EMPTY_SCHEDULE_ROW })}>반 추가</Button>
            )}
          </div>
        )}
      </Form.List>
    </fieldset>
  );
}
