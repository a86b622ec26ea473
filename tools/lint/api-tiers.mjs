// Every folder of api/src sits in a tier of API_TIERS (eslint.config.mjs) or in API_TOP, what
// composes the modules: a folder in neither imports and is imported with no fence at all (site/,
// consents/ and leaving/ were). Also fails on a tier naming a folder that is gone. Run by
// `npm run lint`; `node tools/lint/api-tiers.mjs <dir>` checks another tree (the spec plants one).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TIERS, API_TOP } from '../../eslint.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const srcDir = path.resolve(process.argv[2] ?? path.join(root, 'api', 'src'));

/**
 * The folders a tier names whole: `courses`, or a glob over its files (`database/**\/!(entities).ts`).
 * `auth/decorators` alone does not place auth/: the rest of the folder would be unfenced.
 */
const tiered = new Set(
  API_TIERS.flatMap((tier) => tier.folders)
    .filter((entry) => !entry.includes('/') || entry.includes('*'))
    .map((entry) => entry.split('/')[0]),
);
const placed = new Set([...tiered, ...API_TOP]);

const folders = fs
  .readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const inNoTier = folders.filter((folder) => !placed.has(folder)).sort();
const gone = [...placed].filter((folder) => !folders.includes(folder)).sort();

for (const folder of inNoTier)
  console.error(`${path.relative(root, srcDir)}/${folder}/ is in no tier: add it to API_TIERS in eslint.config.mjs.`);
for (const folder of gone)
  console.error(`API_TIERS or API_TOP names ${folder}/, which ${path.relative(root, srcDir)} does not hold.`);
if (inNoTier.length > 0 || gone.length > 0) process.exit(1);
