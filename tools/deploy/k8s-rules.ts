import type { IDeployment, IStatefulSet } from 'kubernetes-models/apps/v1';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IContainer, IPodSpec, IProbe } from 'kubernetes-models/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IIngress, INetworkPolicy, INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1';
import type { K8sObject } from './k8s-render';

// What every rendered overlay of deploy/k8s must keep, each rule returning what breaks it in words
// ("Deployment/api container api: no readinessProbe"), so a test shows the problem itself and a
// planted violation proves the rule can fail.

type LabelSelector = NonNullable<INetworkPolicy['spec']>['podSelector'];

/** A pod template's owner: Deployments, StatefulSets and Jobs. */
export interface Workload {
  kind: string;
  name: string;
  labels: Record<string, string>;
  pod: IPodSpec;
}

/** What the repository says the API's pods must match (read from its docs and Dockerfile by the spec). */
export interface ApiFacts {
  /** DATA_DIR's default inside the image: the Dockerfile's WORKDIR joined with docs/configuration.md's default. */
  dataDir: string;
  /** The uid of the Dockerfile's USER. */
  uid: number;
  /** How long the API lets open requests finish after SIGTERM (docs/operations.md). */
  drainSeconds: number;
}

export const ofKind = <T>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as Array<T & { metadata: { name: string } }>;

export function workloads(objects: K8sObject[]): Workload[] {
  const owners = [
    ...ofKind<IDeployment>(objects, 'Deployment'),
    ...ofKind<IStatefulSet>(objects, 'StatefulSet'),
    ...ofKind<IJob>(objects, 'Job'),
  ];
  return owners.map((owner) => ({
    kind: owner.kind,
    name: owner.metadata.name,
    labels: owner.spec?.template.metadata?.labels ?? {},
    pod: owner.spec!.template.spec!,
  }));
}

const containersOf = (pod: IPodSpec) => [...(pod.initContainers ?? []), ...pod.containers];

/** A tag or a digest, and not `latest`: the same manifest always runs the same image. */
function imageProblem(image = ''): string | null {
  if (image.includes('@sha256:')) return null;
  const tag = /:([^:/]+)$/.exec(image)?.[1];
  if (!tag) return `image ${image || '(none)'} has no tag`;
  return tag === 'latest' ? `image ${image} is tagged latest` : null;
}

/** Tags, resources, a locked-down security context and (for long-running pods) both probes on every container. */
export function containerViolations(objects: K8sObject[]): string[] {
  return workloads(objects).flatMap(({ kind, name, pod }) => {
    const problems: string[] = [];
    const podContext = pod.securityContext ?? {};
    for (const container of containersOf(pod)) {
      const where = `${kind}/${name} container ${container.name}`;
      const problem = (text: string) => problems.push(`${where}: ${text}`);
      const image = imageProblem(container.image);
      if (image) problem(image);
      for (const bound of ['requests', 'limits'] as const)
        for (const resource of ['cpu', 'memory'])
          if (container.resources?.[bound]?.[resource] === undefined) problem(`no ${bound}.${resource}`);
      const context = container.securityContext ?? {};
      if ((context.runAsNonRoot ?? podContext.runAsNonRoot) !== true) problem('runAsNonRoot is not true');
      if (context.readOnlyRootFilesystem !== true) problem('readOnlyRootFilesystem is not true');
      if (context.allowPrivilegeEscalation !== false) problem('allowPrivilegeEscalation is not false');
      if (!context.capabilities?.drop?.includes('ALL')) problem('capabilities do not drop ALL');
      if (kind !== 'Job' && pod.containers.includes(container)) {
        if (!container.readinessProbe) problem('no readinessProbe');
        if (!container.livenessProbe) problem('no livenessProbe');
      }
    }
    if (podContext.seccompProfile?.type !== 'RuntimeDefault')
      problems.push(`${kind}/${name}: seccompProfile is not RuntimeDefault`);
    return problems;
  });
}

const httpPath = (probe: IProbe | undefined) => probe?.httpGet?.path;
const sleepSeconds = (container: IContainer) => {
  const [command, seconds] = container.lifecycle?.preStop?.exec?.command ?? [];
  return command === 'sleep' ? Number(seconds) : 0;
};

function emptyDirMounts(pod: IPodSpec, container: IContainer): string[] {
  const emptyDirs = new Set((pod.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => volume.name));
  return (container.volumeMounts ?? []).filter((mount) => emptyDirs.has(mount.name)).map((mount) => mount.mountPath);
}

/** The API's container (and the migration Job's, which runs the same image with the same settings). */
export function apiViolations(objects: K8sObject[], facts: ApiFacts): string[] {
  const all = workloads(objects);
  const api = all.find((workload) => workload.kind === 'Deployment' && workload.name === 'api');
  if (!api) return ['no Deployment/api'];
  const container = api.pod.containers.find((candidate) => candidate.name === 'api');
  if (!container) return ['Deployment/api: no container api'];
  const problems: string[] = [];
  const check = (ok: boolean, text: string) => ok || problems.push(`Deployment/api container api: ${text}`);
  check(httpPath(container.startupProbe) === '/api/health/ready', 'no startupProbe on /api/health/ready');
  check(httpPath(container.readinessProbe) === '/api/health/ready', 'no readinessProbe on /api/health/ready');
  check(httpPath(container.livenessProbe) === '/api/health/live', 'no livenessProbe on /api/health/live');
  const sleep = sleepSeconds(container);
  check(sleep > 0, 'no preStop sleep');
  // The pod must outlive the sleep, the API's own drain and closing the database.
  const grace = api.pod.terminationGracePeriodSeconds ?? 30;
  check(
    grace > sleep + facts.drainSeconds,
    `terminationGracePeriodSeconds ${grace} leaves no time to drain after a ${sleep} s preStop (${facts.drainSeconds} s drain)`,
  );

  const job = all.find((workload) => workload.kind === 'Job' && workload.name === 'academy-migrate');
  const migrate = job?.pod.containers[0];
  if (!job || !migrate) problems.push('no Job/academy-migrate');
  else {
    if (migrate.image !== container.image)
      problems.push(`Job/academy-migrate runs ${migrate.image}, not the API's ${container.image}`);
    if (!migrate.command?.some((part) => part.endsWith('dist/migrate.js')))
      problems.push('Job/academy-migrate does not run dist/migrate.js');
    if (JSON.stringify(migrate.envFrom) !== JSON.stringify(container.envFrom))
      problems.push("Job/academy-migrate does not read the API's ConfigMap and Secret");
  }
  for (const [workload, own] of [
    [api, container],
    [job, migrate],
  ] as const) {
    if (!workload || !own) continue;
    const where = `${workload.kind}/${workload.name}`;
    const mounts = emptyDirMounts(workload.pod, own);
    for (const dir of ['/tmp', facts.dataDir])
      if (!mounts.includes(dir)) problems.push(`${where}: no emptyDir at ${dir}`);
    if (workload.pod.securityContext?.runAsUser !== facts.uid)
      problems.push(
        `${where}: runAsUser ${workload.pod.securityContext?.runAsUser} is not the image's uid ${facts.uid}`,
      );
  }
  return problems;
}

/** Labels a selector picks (matchLabels and matchExpressions; an empty selector picks every pod). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]!);
    if (operator === 'NotIn') return !values.includes(labels[key]!);
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return byLabels && byExpressions;
}

/** The production overlay: at least three API pods, scaled on CPU, one at a time disruptable. */
export function productionViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const api = ofKind<IDeployment>(objects, 'Deployment').find((deployment) => deployment.metadata.name === 'api');
  const podLabels = api?.spec?.template.metadata?.labels ?? {};
  const hpa = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler').find(
    (candidate) => candidate.spec?.scaleTargetRef.kind === 'Deployment' && candidate.spec.scaleTargetRef.name === 'api',
  );
  if (!hpa) problems.push('no HorizontalPodAutoscaler for Deployment/api');
  else {
    const { minReplicas, maxReplicas, metrics = [] } = hpa.spec!;
    if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`HorizontalPodAutoscaler/api is ${hpa.apiVersion}`);
    if (minReplicas !== 3 || maxReplicas !== 10)
      problems.push(`HorizontalPodAutoscaler/api scales ${minReplicas}–${maxReplicas}, not 3–10`);
    const cpu = metrics.find((metric) => metric.resource?.name === 'cpu')?.resource?.target;
    if (cpu?.type !== 'Utilization' || cpu.averageUtilization !== 70)
      problems.push('HorizontalPodAutoscaler/api does not aim at 70 % CPU');
  }
  // A count in the Deployment would be set back at every apply, fighting the autoscaler.
  if (api?.spec?.replicas !== undefined)
    problems.push(`Deployment/api sets replicas ${api.spec.replicas} beside its autoscaler`);
  const pdb = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget').find((budget) =>
    selects(budget.spec?.selector, podLabels),
  );
  if (!pdb) problems.push('no PodDisruptionBudget for the api pods');
  else if (pdb.spec?.minAvailable !== 2)
    problems.push(`PodDisruptionBudget/${pdb.metadata.name} keeps ${pdb.spec?.minAvailable} available, not 2`);
  return problems;
}

/** The default-deny policy: every pod, both directions, nothing allowed. */
export function hasDefaultDeny(objects: K8sObject[]): boolean {
  return ofKind<INetworkPolicy>(objects, 'NetworkPolicy').some(({ spec }) => {
    const everyPod =
      Object.keys(spec?.podSelector.matchLabels ?? {}).length + (spec?.podSelector.matchExpressions?.length ?? 0) === 0;
    const types = spec?.policyTypes ?? [];
    return (
      everyPod &&
      types.includes('Ingress') &&
      types.includes('Egress') &&
      !spec?.ingress?.length &&
      !spec?.egress?.length
    );
  });
}

/** A peer in words: the workloads a pod selector picks, a namespace (and its pods), or a CIDR. */
function describePeer(peer: INetworkPolicyPeer, all: Workload[]): string[] {
  if (peer.ipBlock)
    return [
      `cidr:${peer.ipBlock.cidr}${peer.ipBlock.except?.length ? ` except ${peer.ipBlock.except.join(',')}` : ''}`,
    ];
  if (peer.namespaceSelector) {
    const namespace =
      peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? JSON.stringify(peer.namespaceSelector);
    const pods = Object.entries(peer.podSelector?.matchLabels ?? {}).map(([key, value]) => `${key}=${value}`);
    return [`namespace:${namespace}${pods.length ? ` pods:${pods.join(',')}` : ''}`];
  }
  return all.filter((workload) => selects(peer.podSelector, workload.labels)).map((workload) => `pod:${workload.name}`);
}

/**
 * Everything the policies let reach (egress) or be reached by (ingress) one workload's pods, as
 * sorted "peer port/protocol" lines: what a reviewer compares with the traffic the site needs.
 */
export function allowedTraffic(objects: K8sObject[], workloadName: string, direction: 'ingress' | 'egress'): string[] {
  const all = workloads(objects);
  const target = all.find((workload) => workload.name === workloadName);
  if (!target) return [`no workload ${workloadName}`];
  const type = direction === 'ingress' ? 'Ingress' : 'Egress';
  const lines = ofKind<INetworkPolicy>(objects, 'NetworkPolicy')
    .filter(
      ({ spec }) => selects(spec?.podSelector, target.labels) && (spec?.policyTypes ?? ['Ingress']).includes(type),
    )
    .flatMap(({ spec }) =>
      (direction === 'ingress' ? (spec?.ingress ?? []) : (spec?.egress ?? [])).flatMap((rule) => {
        const peers = (('from' in rule ? rule.from : 'to' in rule ? rule.to : undefined) ?? []) as INetworkPolicyPeer[];
        const names = peers.length ? peers.flatMap((peer) => describePeer(peer, all)) : ['anywhere'];
        const ports = rule.ports?.length
          ? rule.ports.map((port) => `${port.port}/${port.protocol ?? 'TCP'}`)
          : ['all ports'];
        return names.flatMap((name) => ports.map((port) => `${name} ${port}`));
      }),
    );
  return [...new Set(lines)].sort();
}

/** Where the Ingress sends a path, as ingress-nginx would: regex paths from the start, longest first, then the rewrite. */
export function route(ingress: IIngress, requestPath: string): { service: string; path: string } | null {
  const rewrite = ingress.metadata?.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
  const paths = (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);
  for (const candidate of [...paths].sort((a, b) => (b.path ?? '').length - (a.path ?? '').length)) {
    const match = new RegExp(`^${candidate.path}`, 'i').exec(requestPath);
    if (!match) continue;
    const rewritten = rewrite
      ? rewrite.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '')
      : requestPath;
    return { service: candidate.backend.service!.name, path: rewritten };
  }
  return null;
}
