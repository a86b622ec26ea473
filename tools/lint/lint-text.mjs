// Lints texts as if each were the file at its path, with the repository's configuration: reads
// [{ filePath, text }] as JSON on stdin, prints each one's ESLint messages as JSON. A separate process:
// ESLint loads eslint.config.mjs with import(), which jest's module sandbox does not run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const planted = JSON.parse(fs.readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const messages = [];
for (const { filePath, text } of planted) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  messages.push(result?.messages ?? []);
}
process.stdout.write(JSON.stringify(messages));
