/**
 * A migrations index.ts (imports, then one array of classes) with one more migration at the end:
 * what the generator writes, so nobody keeps the two lists in step by hand.
 */
export function withMigration(index: string, className: string, fileBase: string): string {
  const imports = [...index.matchAll(/^import .*;$/gm)];
  const lastImport = imports.at(-1);
  const arrayEnd = index.lastIndexOf('];');
  if (!lastImport || arrayEnd < 0) throw new Error('migrations index.ts: expected imports and one array of classes');
  const afterImports = lastImport.index + lastImport[0].length;
  return (
    index.slice(0, afterImports) +
    `\nimport { ${className} } from './${fileBase}';` +
    index.slice(afterImports, arrayEnd) +
    `  ${className},\n` +
    index.slice(arrayEnd)
  );
}
