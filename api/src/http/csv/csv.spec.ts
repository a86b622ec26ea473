import { attachment, csvCell, csvRecord } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', '김민수', '김민수'],
    ['a comma', '제목, 설명', '"제목, 설명"'],
    ['a quote', '그는 "예"라고', '"그는 ""예""라고"'],
    ['a line break', '첫 줄\n둘째 줄', '"첫 줄\n둘째 줄"'],
    ['a formula', '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a plus', '+1', "'+1"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['an e-mail (@ inside is harmless)', 'a@b.co', 'a@b.co'],
    ['a negative number stays a number', -3, '-3'],
    ['nothing', null, ''],
    ['a sign inside the text', 'a=b', 'a=b'],
    ['not a number', Number.NaN, ''],
  ])('%s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvRecord', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('attachment', () => {
  it('gives the Korean name percent-encoded and an ASCII fallback', () => {
    expect(attachment('감사 기록 2026-03-01.csv', 'audit-2026-03-01.csv')).toBe(
      `attachment; filename="audit-2026-03-01.csv"; filename*=UTF-8''%EA%B0%90%EC%82%AC%20%EA%B8%B0%EB%A1%9D%202026-03-01.csv`,
    );
  });
});
