import type { Type } from '@nestjs/common';
import { Allow } from 'class-validator';
import { LIMITS, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { createValidationPipe } from '../validation.pipe';
import {
  BooleanField,
  DisplayOrderField,
  EmailField,
  FeatureListField,
  fitsTextColumn,
  HttpUrlField,
  IdField,
  ImageUrlField,
  IntegerField,
  IsoDateField,
  NewEmailField,
  OneOfField,
  PasswordField,
  SameAsField,
  SlugField,
  TagsField,
  TextField,
  VideoUrlField,
} from '.';

const V = MESSAGES.validation;
const pipe = createValidationPipe();

/** A value the body leaves out. */
const ABSENT = Symbol('absent');
/** Accepted, and what the service then gets. */
const ok = (value: unknown) => ({ ok: value });
/** Refused with this message on the field. */
const no = (message: string) => ({ message });
type Case = [label: string, sent: unknown, expected: { ok: unknown } | { message: string }];

/**
 * Each rule on a one-field form (`value`), through the global pipe every controller uses: what a
 * client sends, and either what the service receives or the Korean message the client reads.
 */
function table(rule: string, Form: Type<object>, cases: Case[], rest: Record<string, unknown> = {}) {
  describe(rule, () => {
    it.each(cases)('%s', async (_label, sent, expected) => {
      const body = sent === ABSENT ? rest : { ...rest, value: sent };
      const checked = pipe.transform(body, { type: 'body', metatype: Form }) as Promise<{ value?: unknown }>;
      // What the service would get, or the refusal's code and field errors: one assertion for both.
      const outcome = await checked.then(
        (form) => ({ ok: form.value }),
        (error: { code?: unknown; errors?: Array<{ field: string; message: string }> }) => ({
          code: error.code,
          errors: error.errors?.map(({ field, message }) => ({ field, message })),
        }),
      );
      const refusal = 'message' in expected && {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'value', message: expected.message }],
      };
      expect(outcome).toEqual(refusal || expected);
    });
  });
}

const TITLE = { max: LIMITS.titleMax, tooLong: V.titleMax };

class RequiredTextForm {
  @TextField({ required: V.title, ...TITLE })
  value: string;
}
table('TextField, required', RequiredTextForm, [
  ['trimmed text', '  제목 ', ok('제목')],
  ['the longest text', 'a'.repeat(LIMITS.titleMax), ok('a'.repeat(LIMITS.titleMax))],
  ['absent', ABSENT, no(V.title)],
  ['null', null, no(V.title)],
  ['empty', '', no(V.title)],
  ['spaces', '   ', no(V.title)],
  ['a number', 7, no(V.title)],
  ['a list', ['제목'], no(V.title)],
  ['a zero-width space', '\u200b', no(V.invisibleOnly)],
  ['a Hangul filler', '\u3164', no(V.invisibleOnly)],
  ['a NUL', '제목\u0000', no(V.forbiddenCharacters)],
  ['a lone surrogate', '\ud800제목', no(V.forbiddenCharacters)],
  ['one character too many', 'a'.repeat(LIMITS.titleMax + 1), no(V.titleMax)],
  [
    'too many once the emoji count as the forms count them (two units each)',
    '😀'.repeat(LIMITS.titleMax / 2 + 1),
    no(V.titleMax),
  ],
  ['invisible and too long: the invisible rule first', '\u200b'.repeat(LIMITS.titleMax + 1), no(V.invisibleOnly)],
]);

class OptionalTextForm {
  @TextField({ max: 3, tooLong: V.captionMax })
  value?: string | null;
}
table('TextField, optional', OptionalTextForm, [
  ['absent stays absent (an update keeps the stored value)', ABSENT, ok(undefined)],
  ['null', null, ok(null)],
  ['blank becomes null', '   ', ok(null)],
  ['trimmed text', ' 메모 ', ok('메모')],
  ['a number', 3, no(V.invalid)],
  ['an object', { a: 1 }, no(V.invalid)],
  ['only invisible characters', '\u2800', no(V.invisibleOnly)],
  ['too long', '네글자다', no(V.captionMax)],
]);

class LongTextForm {
  @TextField({ required: V.body, max: LIMITS.textMax, tooLong: V.bodyMax })
  value: string;
}
table('TextField, long text', LongTextForm, [
  ['the most three-byte characters', '가'.repeat(LIMITS.textMax), ok('가'.repeat(LIMITS.textMax))],
  [
    'the most four-byte characters (two units each)',
    '😀'.repeat(LIMITS.textMax / 2),
    ok('😀'.repeat(LIMITS.textMax / 2)),
  ],
  ['over the characters', '가'.repeat(LIMITS.textMax + 1), no(V.bodyMax)],
]);

/** With the current limits the characters run out first; a larger limit would meet the column's bytes. */
class WideTextForm {
  @TextField({ required: V.body, max: 30_000, tooLong: V.bodyMax })
  value: string;
}
table('TextField, over what a MySQL TEXT column holds', WideTextForm, [
  ['65,535 bytes', '가'.repeat(21845), ok('가'.repeat(21845))],
  ['65,538 bytes', '가'.repeat(21846), no(V.bodyMax)],
]);

describe('fitsTextColumn', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(fitsTextColumn('가'.repeat(21845))).toBe(true);
    expect(fitsTextColumn('가'.repeat(21846))).toBe(false);
  });
});

class IdForm {
  @IdField(V.userId)
  value: string;
}
table('IdField', IdForm, [
  ['a UUID', ' 00000000-0000-0000-0000-000000000000 ', ok('00000000-0000-0000-0000-000000000000')],
  ['absent', ABSENT, no(V.userId)],
  ['empty', '', no(V.userId)],
  ['a number', 1, no(V.userId)],
  ['37 characters', 'x'.repeat(LIMITS.idMax + 1), no(V.userId)],
  ['a NUL', '\u0000', no(V.forbiddenCharacters)],
]);

class EmailForm {
  @EmailField()
  value: string;
}
table('EmailField', EmailForm, [
  ['normalised: trimmed, lower-cased, NFC', '  Jose\u0301@Example.KR ', ok('jos\u00e9@example.kr')],
  ['absent', ABSENT, no(V.email)],
  ['null', null, no(V.email)],
  ['a number', 42, no(V.email)],
  ['no dot in the domain', 'a@b', no(V.email)],
  ['a space inside', 'a b@c.kr', no(V.email)],
  ['a zero-width space', 'a\u200b@c.kr', no(V.email)],
  ['254 characters', `${'x'.repeat(245)}@test.com`, ok(`${'x'.repeat(245)}@test.com`)],
  ['255 characters', `${'x'.repeat(246)}@test.com`, no(V.email)],
]);

class NewEmailForm {
  @NewEmailField()
  value: string;
}
table('NewEmailField', NewEmailForm, [
  ['normalised: trimmed, lower-cased', '  Student@Example.KR ', ok('student@example.kr')],
  ['fullwidth letters fold to ASCII (NFKC)', '\uff4dember-a@\uff25xample.com', ok('member-a@example.com')],
  ['a Cyrillic е', 'm\u0435mber-a@example.com', no(V.emailAscii)],
  ['a U+2010 hyphen', 'member\u2010a@example.com', no(V.emailAscii)],
  ['a combining accent in the domain', 'member-a@exa\u0301mple.com', no(V.emailAscii)],
  ['an accent in the local part', 'v\u00e9rified@example.com', no(V.emailAscii)],
  ['Hangul', '학생@example.com', no(V.emailAscii)],
  ['not an address at all comes first', 'm\u0435mber', no(V.email)],
  ['a zero-width space', 'a\u200b@c.kr', no(V.email)],
  ['absent', ABSENT, no(V.email)],
  ['a number', 42, no(V.email)],
]);

class PasswordForm {
  @PasswordField({ min: LIMITS.passwordMin, tooShort: V.passwordMin, max: LIMITS.passwordMax, tooLong: V.passwordMax })
  value: string;
}
table('PasswordField', PasswordForm, [
  ['kept exactly as typed', ' pass1 ', ok(' pass1 ')],
  ['any character', 'pass\u0000word', ok('pass\u0000word')],
  ['the longest', 'p'.repeat(LIMITS.passwordMax), ok('p'.repeat(LIMITS.passwordMax))],
  ['absent', ABSENT, no(V.passwordMin)],
  ['a number', 123456, no(V.passwordMin)],
  ['too short', '12345', no(V.passwordMin)],
  ['three emoji are six units, as the form counts', '😀😀😀', ok('😀😀😀')],
  ['too long', 'p'.repeat(LIMITS.passwordMax + 1), no(V.passwordMax)],
]);

class SameAsForm {
  @Allow()
  password: string;

  @SameAsField('password', V.passwordMismatch)
  value: string;
}
table(
  'SameAsField',
  SameAsForm,
  [
    ['the same text', 'secret1', ok('secret1')],
    ['another text', 'secret2', no(V.passwordMismatch)],
    ['absent', ABSENT, no(V.passwordMismatch)],
  ],
  { password: 'secret1' },
);

class SlugForm {
  @SlugField()
  value: string;
}
table('SlugField', SlugForm, [
  ['trimmed', ' toeic-basic ', ok('toeic-basic')],
  ['the longest', 'a'.repeat(LIMITS.slugStoredMax), ok('a'.repeat(LIMITS.slugStoredMax))],
  ['absent', ABSENT, no(V.slug)],
  ['empty', '', no(V.slug)],
  ['a number', 42, no(V.slug)],
  ['capitals', 'Toeic', no(V.slugPattern)],
  ['Hangul', '토익', no(V.slugPattern)],
  ['a space', 'a b', no(V.slugPattern)],
  ['too long', 'a'.repeat(LIMITS.slugStoredMax + 1), no(V.slugMax)],
  ['too long and malformed: the length first', 'A'.repeat(LIMITS.slugStoredMax + 1), no(V.slugMax)],
]);

class HttpUrlForm {
  @HttpUrlField(V.simpleUpload)
  value: string;
}
table('HttpUrlField', HttpUrlForm, [
  ['an http URL, trimmed', ' http://nas.local/a.mp4 ', ok('http://nas.local/a.mp4')],
  ['absent', ABSENT, no(V.simpleUpload)],
  ['empty', '', no(V.simpleUpload)],
  ['a number', 42, no(V.simpleUpload)],
  ['ftp', 'ftp://nas.local/a.mp4', no(V.url)],
  ['javascript:', 'javascript:alert(1)', no(V.url)],
  ['a NUL', 'http://nas.local/\u0000.mp4', no(V.url)],
  ['over 2000 characters', `http://nas.local/${'a'.repeat(LIMITS.urlMax)}`, no(ADMIN_MESSAGES.videoUrl.tooLong)],
]);

class ImageUrlForm {
  @ImageUrlField({ required: V.imageUrl })
  value: string;
}
table('ImageUrlField, required', ImageUrlForm, [
  ['a site path', '/assets/a.jpg', ok('/assets/a.jpg')],
  ['an https URL', 'https://example.com/a.jpg', ok('https://example.com/a.jpg')],
  ['absent', ABSENT, no(V.imageUrl)],
  ['blank', '  ', no(V.imageUrl)],
  ['another host by //', '//evil.test/a.jpg', no(V.url)],
  ['another host by a backslash', '/\\evil.test/a.jpg', no(V.url)],
  ['a data: URL', 'data:image/png;base64,AAAA', no(V.url)],
]);

class OptionalImageUrlForm {
  @ImageUrlField()
  value?: string | null;
}
table('ImageUrlField, optional', OptionalImageUrlForm, [
  ['absent', ABSENT, ok(undefined)],
  ['blank clears it', ' ', ok(null)],
  ['null clears it', null, ok(null)],
  ['a site path', '/a.jpg', ok('/a.jpg')],
  ['a number', 42, no(V.url)],
  ['javascript:', 'javascript:alert(1)', no(V.url)],
]);

class VideoUrlForm {
  @Allow()
  type: string;

  @VideoUrlField()
  value: string;
}
table(
  'VideoUrlField, beside a NAS type',
  VideoUrlForm,
  [
    ['a video file', 'http://nas.local/a.mp4', ok('http://nas.local/a.mp4')],
    ['absent', ABSENT, no(V.url)],
    ['no video extension', 'http://nas.local/a.exe', no(ADMIN_MESSAGES.videoUrl.unsupportedExtension)],
    ['no extension at all', 'http://nas.local/a', no(ADMIN_MESSAGES.videoUrl.missingExtension)],
    ['a zero-width space', '\u200b', no(V.invisibleOnly)],
  ],
  { type: 'nas' },
);
table(
  'VideoUrlField, beside a YouTube type',
  VideoUrlForm,
  [
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ', ok('https://youtu.be/dQw4w9WgXcQ')],
    ['a NAS file', 'http://nas.local/a.mp4', no(ADMIN_MESSAGES.videoUrl.youtubeFormat)],
  ],
  { type: 'youtube' },
);
table(
  'VideoUrlField, beside no valid type (the type field reports it)',
  VideoUrlForm,
  [['any text', 'whatever', ok('whatever')]],
  { type: 'vimeo' },
);

class IsoDateForm {
  @IsoDateField()
  value?: string | null;
}
table('IsoDateField', IsoDateForm, [
  ['a date', '2030-03-01', ok('2030-03-01')],
  ['a moment with its zone, trimmed', ' 2030-03-01T09:00:00+09:00 ', ok('2030-03-01T09:00:00+09:00')],
  ['absent', ABSENT, ok(undefined)],
  ['blank clears it', '', ok(null)],
  ['null clears it', null, ok(null)],
  ['30 February', '2026-02-30', no(V.date)],
  ['a time without its zone', '2026-01-01T10:00', no(V.date)],
  ['year 999', '0999-12-31', no(V.date)],
  ['a timestamp number', 1_700_000_000_000, no(V.date)],
]);

class BooleanForm {
  @BooleanField()
  value?: boolean;
}
table('BooleanField', BooleanForm, [
  ['true', true, ok(true)],
  ['false', false, ok(false)],
  ['absent', ABSENT, ok(undefined)],
  ['null', null, no(V.boolean)],
  ['the text true', 'true', no(V.boolean)],
  ['one', 1, no(V.boolean)],
]);

class DisplayOrderForm {
  @DisplayOrderField()
  value?: number;
}
table('DisplayOrderField', DisplayOrderForm, [
  ['0', 0, ok(0)],
  ['the largest', LIMITS.courseOrderMax, ok(LIMITS.courseOrderMax)],
  ['absent', ABSENT, ok(undefined)],
  ['null', null, no(V.order)],
  ['digits as text', '3', no(V.order)],
  ['negative', -1, no(V.order)],
  ['a fraction', 1.5, no(V.order)],
  ['too large', LIMITS.courseOrderMax + 1, no(V.orderMax)],
]);

class CourseOrderForm {
  @DisplayOrderField({ fromText: true, nullable: true })
  value?: number | null;
}
table('DisplayOrderField from a number input (nullable, digits as text)', CourseOrderForm, [
  ['digits as text', ' 12 ', ok(12)],
  ['blank means none', '', ok(null)],
  ['null means none', null, ok(null)],
  ['a fraction as text', '1.5', no(V.order)],
  ['the text Infinity', 'Infinity', no(V.order)],
  ['too large as text', String(LIMITS.courseOrderMax + 1), no(V.orderMax)],
]);

class PageForm {
  @IntegerField({ min: 1, max: 100, message: V.pageSize, fromText: true })
  value?: number;
}
table('IntegerField from a query parameter', PageForm, [
  ['digits', '20', ok(20)],
  ['absent', ABSENT, ok(undefined)],
  ['empty', '', no(V.pageSize)],
  ['0', '0', no(V.pageSize)],
  ['101', '101', no(V.pageSize)],
  ['a word', 'abc', no(V.pageSize)],
  ['an exponent', '1e999', no(V.pageSize)],
]);

class ChoiceForm {
  @OneOfField(['youtube', 'nas'], V.videoType)
  value: string;
}
table('OneOfField', ChoiceForm, [
  ['a listed value', 'nas', ok('nas')],
  ['absent', ABSENT, no(V.videoType)],
  ['another case', 'NAS', no(V.videoType)],
  ['a list', ['nas'], no(V.videoType)],
]);

class OptionalChoiceForm {
  @OneOfField(['a', 'b'], V.role, { optional: true })
  value?: string;
}
table('OneOfField, optional', OptionalChoiceForm, [
  ['absent', ABSENT, ok(undefined)],
  ['empty', '', no(V.role)],
]);

class TagsForm {
  @TagsField()
  value?: string[];
}
table('TagsField', TagsForm, [
  ['a list, trimmed, blanks dropped', [' 토익 ', '', '기초'], ok(['토익', '기초'])],
  ['one comma-separated text', '토익, 기초,,', ok(['토익', '기초'])],
  ['null is none', null, ok([])],
  ['absent', ABSENT, ok(undefined)],
  ['a number', 42, no(V.tags)],
  ['a number inside', ['a', 1], no(V.tags)],
  ['too many', Array.from({ length: LIMITS.tagsMax + 1 }, (_, i) => `t${i}`), no(V.tagsMax)],
  ['a zero-width tag', ['\u200b'], no(V.invisibleOnly)],
  ['a tag too long', ['x'.repeat(LIMITS.tagMax + 1)], no(V.tagMax)],
]);

class FeaturesForm {
  @FeatureListField()
  value?: string[];
}
table('FeatureListField', FeaturesForm, [
  ['trimmed, blanks dropped', [' a ', '', '  '], ok(['a'])],
  ['absent', ABSENT, ok(undefined)],
  ['one text', '특징', no(V.features)],
  ['a number inside', [1], no(V.features)],
  ['too many', Array.from({ length: LIMITS.featuresMax + 1 }, (_, i) => `f${i}`), no(V.featuresMax)],
  ['a lone surrogate', ['좋아요', '\ud800'], no(V.forbiddenCharacters)],
  ['one too long', ['x'.repeat(LIMITS.featureMax + 1)], no(V.featureMax)],
]);
