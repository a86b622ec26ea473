import MarkdownIt from 'markdown-it';
import { sanitizeProgramHtml } from './program-html';

/*
 * A program's `content` and `curriculum` are stored as Markdown and rendered here on read. HTML
 * typed into the Markdown is shown as text (html: false), and the rendered HTML still goes through
 * the program allow-list, so the same tags reach a browser as before. Tables are Markdown's pipe
 * tables; a single line break stays a line break, as the 원장 typed it.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });

/** Rendered texts by source: programs are few and read often, and a source renders to one HTML. */
const cache = new Map<string, string>();
const CACHE_MAX = 200;

export function renderProgramMarkdown(source: string): string;
export function renderProgramMarkdown(source: string | null): string | null;
export function renderProgramMarkdown(source: string | null): string | null {
  if (source === null) return null;
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const html = sanitizeProgramHtml(markdown.render(source));
  // Oldest first out: a Map keeps insertion order.
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(source, html);
  return html;
}
