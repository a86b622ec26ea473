import { renderProgramMarkdown } from './program-markdown';

describe('renderProgramMarkdown', () => {
  it('renders headings, emphasis, lists, pipe tables and line breaks', () => {
    expect(renderProgramMarkdown('### 제목\n\n**굵게** *기울임*\n둘째 줄\n\n- 하나\n- 둘')).toBe(
      '<h3>제목</h3>\n<p><strong>굵게</strong> <em>기울임</em><br />\n둘째 줄</p>\n<ul>\n<li>하나</li>\n<li>둘</li>\n</ul>',
    );
    expect(renderProgramMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |')).toContain('<td>1</td>');
  });

  it('shows typed HTML as text and keeps only http(s), mailto and tel links', () => {
    expect(renderProgramMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(renderProgramMarkdown('[a](https://example.com) [b](tel:0552647780) [c](/relative)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">a</a> ' +
        '<a href="tel:0552647780" rel="noopener noreferrer">b</a> <a rel="noopener noreferrer">c</a></p>',
    );
    expect(renderProgramMarkdown('[x](javascript:alert(1)) ![i](https://example.com/i.png)')).not.toMatch(
      /href="javascript|<img/,
    );
  });

  it('answers null for no text, and the same HTML for the same Markdown', () => {
    expect(renderProgramMarkdown(null)).toBeNull();
    expect(renderProgramMarkdown('같은 글')).toBe(renderProgramMarkdown('같은 글'));
  });
});
