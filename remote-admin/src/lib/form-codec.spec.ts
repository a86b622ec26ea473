import {
  choice,
  flag,
  formCodec,
  optionalNumber,
  optionalText,
  pick,
  seoulDateTime,
  text,
  wholeNumber,
} from './form-codec';

interface Thing {
  title: string;
  note: string | null;
  order: number;
  minutes: number | null;
  shown: boolean;
  kind: 'a' | 'b';
  parentId: string;
  startsAt: string | null;
}

const THING_FORM = formCodec<Thing>()({
  title: text,
  note: optionalText,
  order: wholeNumber(0),
  minutes: optionalNumber,
  shown: flag(true),
  kind: choice<'a' | 'b'>('a'),
  parentId: pick,
  startsAt: seoulDateTime,
});

const STORED: Thing = {
  title: '제목',
  note: null,
  order: 3,
  minutes: 12,
  shown: false,
  kind: 'b',
  parentId: 'p1',
  startsAt: '2026-03-01T00:00:00.000Z',
};

describe('formCodec', () => {
  it('names the fields in the order they are declared', () => {
    expect(THING_FORM.fields).toEqual(['title', 'note', 'order', 'minutes', 'shown', 'kind', 'parentId', 'startsAt']);
  });

  it('fills a new record’s form with each field’s blank, and the screen’s overrides', () => {
    expect(THING_FORM.toForm(null, { order: 7 })).toEqual({
      title: '',
      note: '',
      order: 7,
      minutes: undefined,
      shown: true,
      kind: 'a',
      parentId: undefined,
      startsAt: '',
    });
  });

  it('shows a stored record (null text as empty, a moment in Seoul time) and ignores the overrides', () => {
    expect(THING_FORM.toForm(STORED, { order: 7 })).toEqual({
      ...STORED,
      note: '',
      startsAt: '2026-03-01T09:00',
    });
  });

  it('sends trimmed texts, null for what was left empty and the fallbacks for untouched inputs', () => {
    expect(
      THING_FORM.fromForm({
        title: '  제목 ',
        note: '   ',
        order: null,
        minutes: undefined,
        shown: undefined as unknown as boolean,
        kind: 'b',
        parentId: undefined,
        startsAt: '',
      }),
    ).toEqual({
      title: '제목',
      note: null,
      order: 0,
      minutes: null,
      shown: true,
      kind: 'b',
      parentId: '',
      startsAt: null,
    });
  });

  it('gives back what it showed', () => {
    expect(THING_FORM.fromForm(THING_FORM.toForm(STORED))).toEqual(STORED);
  });
});
