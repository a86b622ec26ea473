import { AUDIT_FIELD_LABELS } from './audit';
import {
  COURSE_FIELDS,
  NOTICE_FIELDS,
  pickFields,
  PROGRAM_FIELDS,
  VIDEO_FIELDS,
  VIDEO_PLAIN_FIELDS,
} from './entity-fields';

describe('entity fields', () => {
  it('lists each entity’s edited fields once, in the order of their labels', () => {
    expect(COURSE_FIELDS).toEqual(['title', 'slug', 'description', 'thumbnail', 'tags', 'order']);
    expect(NOTICE_FIELDS).toEqual(['title', 'body', 'startsAt', 'endsAt', 'visibility']);
    expect(PROGRAM_FIELDS).toHaveLength(15);
    expect(new Set(PROGRAM_FIELDS).size).toBe(PROGRAM_FIELDS.length);
  });

  it('keeps the video address apart: compared as `address`, sent as externalUrl, never as a plain field', () => {
    expect(VIDEO_PLAIN_FIELDS).not.toContain('externalUrl');
    expect(VIDEO_PLAIN_FIELDS).not.toContain('address');
    expect(VIDEO_FIELDS).toEqual([...VIDEO_PLAIN_FIELDS, 'externalUrl']);
    expect(Object.keys(AUDIT_FIELD_LABELS.VIDEO)).toContain('address');
  });

  it('gives the audit summaries a Korean label for every edited field', () => {
    for (const [labels, fields] of [
      [AUDIT_FIELD_LABELS.COURSE, COURSE_FIELDS],
      [AUDIT_FIELD_LABELS.NOTICE, NOTICE_FIELDS],
      [AUDIT_FIELD_LABELS.PROGRAM, PROGRAM_FIELDS],
    ] as const) {
      expect(Object.keys(labels)).toEqual(fields);
      for (const label of Object.values(labels)) expect(label).toMatch(/[가-힣]/);
    }
  });

  it('picks only the keys asked for, keeping absent ones as undefined', () => {
    const row = { title: '제목', slug: 'a', secret: 'never', description: undefined };
    expect(pickFields(row, ['title', 'description'] as const)).toEqual({ title: '제목', description: undefined });
    expect(pickFields(row, ['title'] as const)).not.toHaveProperty('secret');
  });
});
