import path from 'node:path';
import ts from 'typescript';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { K8sObject } from './k8s-render';

// Each rendered object against the Kubernetes OpenAPI schema, offline, twice: kubernetes-models'
// validators (generated from that schema: types, required fields, enums, formats) and, since those
// let unknown fields through while `kubectl apply` (strict field validation) refuses them,
// TypeScript's excess-property check against the same package's interfaces.

/** The kinds deploy/k8s uses, by apiVersion and kind. A new kind is added here, with its import. */
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
} as const;

type ModelKey = keyof typeof MODELS;

const keyOf = (object: K8sObject) => `${object.apiVersion}/${object.kind}`;
const nameOf = (object: K8sObject) => `${object.kind}/${object.metadata?.name}`;
const isKnown = (key: string): key is ModelKey => Object.hasOwn(MODELS, key);

/**
 * kustomize writes a long Secret value as base64 broken over lines (a YAML literal block); the API
 * server's decoder skips line breaks, the schema's "byte" format does not.
 */
function withoutLineBreaks(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.entries(object.data as Record<string, string>).map(([key, value]) => [
    key,
    value.replace(/[\r\n]/g, ''),
  ]);
  return { ...object, data: Object.fromEntries(data) };
}

/** The schema's complaints, as "Kind/name: path message"; none for valid objects. */
export function schemaErrors(objects: K8sObject[]): string[] {
  return objects.flatMap((object) => {
    const key = keyOf(object);
    if (!isKnown(key)) return [`${nameOf(object)}: no schema for ${key} (add it to tools/deploy/k8s-schema.ts)`];
    try {
      new MODELS[key](withoutLineBreaks(object) as never).validate();
      return [];
    } catch (error) {
      const { errors } = error as { errors?: Array<{ instancePath: string; message?: string }> };
      if (!errors) throw error;
      return errors.map((problem) => `${nameOf(object)}: ${problem.instancePath || '/'} ${problem.message}`);
    }
  });
}

/** A file beside this one that exists only in the compiler's memory, so package imports resolve from the root. */
const CHECKED_FILE = path.join(__dirname, 'rendered-objects.generated.ts');

/**
 * Fields the schema does not have, as "Kind/name: TypeScript's message". Each object becomes one line
 * `const o<i>: I<Kind> = <its JSON>;` of a file compiled in memory: an object literal may only name
 * the interface's properties, at every depth.
 */
export function unknownFields(objects: K8sObject[]): string[] {
  const known = objects.filter((object) => isKnown(keyOf(object)));
  const modules = [...new Set(known.map((object) => object.apiVersion))];
  const source = [
    ...modules.map((apiVersion, index) => `import type * as m${index} from 'kubernetes-models/${apiVersion}';`),
    ...known.map(
      (object, index) =>
        `export const o${index}: m${modules.indexOf(object.apiVersion)}.I${object.kind} = ${JSON.stringify(object)};`,
    ),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) =>
    file === CHECKED_FILE ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  host.fileExists = (file) => file === CHECKED_FILE || fileExists(file);
  host.readFile = (file) => (file === CHECKED_FILE ? source : readFile(file));
  const program = ts.createProgram([CHECKED_FILE], options, host);
  const checked = program.getSourceFile(CHECKED_FILE)!;
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file !== checked || diagnostic.start === undefined) return message;
    const line = checked.getLineAndCharacterOfPosition(diagnostic.start).line - modules.length;
    return `${known[line] ? nameOf(known[line]) : 'rendered objects'}: ${message}`;
  });
}
