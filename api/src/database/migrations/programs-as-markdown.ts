import MarkdownIt from 'markdown-it';
import TurndownService from 'turndown';
import type { QueryRunner } from 'typeorm';

/*
 * Program `content` and `curriculum` were HTML typed by the 원장; they are now Markdown. The
 * converters are configured here rather than imported, so this migration keeps doing what it did
 * when it first ran.
 */

/** A stored text that holds markup: it has a tag. Plain text is already Markdown as it stands. */
const HAS_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/** A table cell's text on one line, with its pipes escaped so the row keeps its cells. */
const cellText = (markdown: string) =>
  markdown
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** What the row rule reads of turndown's DOM node (the API compiles without the DOM's types). */
interface RowNode {
  parentNode: { nodeName: string } | null;
  previousElementSibling: unknown;
  firstElementChild: { nodeName: string } | null;
  children: { length: number };
}

function htmlToMarkdown(): TurndownService {
  const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', emDelimiter: '*' });
  // Turndown leaves tables as loose text; the allow-list kept them, so they become pipe tables.
  turndown.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => ` ${cellText(content)} |`,
  });
  turndown.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, element) => {
      const node = element as unknown as RowNode;
      const row = `|${content}\n`;
      const first = !node.previousElementSibling;
      const header = first && (node.parentNode?.nodeName === 'THEAD' || node.firstElementChild?.nodeName === 'TH');
      if (!header) return row;
      return `${row}|${' --- |'.repeat(node.children.length || 1)}\n`;
    },
  });
  turndown.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  turndown.addRule('table', {
    filter: 'table',
    replacement: (content) => {
      const rows = content.trim();
      // A pipe table needs a header row: a table without one gets an empty header.
      const headed = /^\|.*\n\|( --- \|)+/.test(rows);
      const width = (rows.split('\n')[0]?.match(/ \|/g) ?? []).length || 1;
      const head = headed ? '' : `|${'  |'.repeat(width)}\n|${' --- |'.repeat(width)}\n`;
      return `\n\n${head}${rows}\n\n`;
    },
  });
  turndown.addRule('caption', { filter: 'caption', replacement: () => '' });
  return turndown;
}

const markdownToHtml = () => new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });

type Convert = (text: string) => string;

async function convertPrograms(queryRunner: QueryRunner, quote: '`' | '"', convert: Convert): Promise<void> {
  const q = (name: string) => `${quote}${name}${quote}`;
  const rows: Array<{ id: string; content: string | null; curriculum: string | null }> = await queryRunner.query(
    `SELECT ${q('id')}, ${q('content')}, ${q('curriculum')} FROM ${q('programs')}`,
  );
  for (const { id, content, curriculum } of rows) {
    const next = {
      content: content === null ? null : convert(content),
      curriculum: curriculum === null ? null : convert(curriculum),
    };
    if (next.content === content && next.curriculum === curriculum) continue;
    await queryRunner.query(
      `UPDATE ${q('programs')} SET ${q('content')} = ?, ${q('curriculum')} = ? WHERE ${q('id')} = ?`,
      [next.content, next.curriculum, id],
    );
  }
}

/** Stored program HTML → Markdown. Text without a tag is left as it is. */
export async function programsToMarkdown(queryRunner: QueryRunner, quote: '`' | '"'): Promise<void> {
  const turndown = htmlToMarkdown();
  await convertPrograms(queryRunner, quote, (text) => (HAS_TAG.test(text) ? turndown.turndown(text).trim() : text));
}

/** Back: the Markdown rendered to the HTML the earlier code stored (and sanitized when serving). */
export async function programsToHtml(queryRunner: QueryRunner, quote: '`' | '"'): Promise<void> {
  const markdown = markdownToHtml();
  await convertPrograms(queryRunner, quote, (text) => markdown.render(text).trim());
}
