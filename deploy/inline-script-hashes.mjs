#!/usr/bin/env node
// Prints the CSP hashes ('sha256-…') of the inline scripts of a built index.html (the theme is
// applied by one before first paint), so nginx can allow exactly those and no other inline script.
// The single-process server computes the same in api/src/web/index-html.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node deploy/inline-script-hashes.mjs <index.html>');
  process.exit(2);
}
const html = readFileSync(file, 'utf8');
const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
);
process.stdout.write(hashes.join(' '));
