import * as fs from 'fs';
import type { LoggerService } from '@nestjs/common';
import type { PageData, RemoteName, ServerRendererModule } from '@academy/common';
import type { RemoteBuild } from './remote-build';

export interface RenderedBody {
  /** React's markup for #root. */
  html: string;
  /** The page's own style sheets. */
  styles: string;
  /** The page's own scripts in its remote (file names beside its remoteEntry.js), needed to hydrate. */
  scripts: string[];
}

/** A page's body and the data it was drawn from (sent along for hydration). */
export interface RenderedPage {
  body: RenderedBody;
  data: PageData;
}

/** A path no remote page draws (the 404 page): nothing of a remote to inline or preload. */
const NO_PAGE_ASSETS = { styles: '', scripts: [] as string[] };

/** A remote's page: the remote that exposes it and its module ('./ParentHomePage'). */
export interface RemotePageRef {
  remote: RemoteName;
  module: string;
}

/** The builds the server renders with: remote-public's public pages, remote-member's signed-in ones. */
export type RenderedRemotes = Partial<Record<RemoteName, RemoteBuild>>;

/** Says why server rendering was skipped, once per reason: a dead remote must not flood the log. */
export class OnceLogger {
  private readonly seen = new Set<string>();

  constructor(private readonly logger: LoggerService) {}

  warn(reason: string): void {
    if (this.seen.has(reason)) return;
    this.seen.add(reason);
    this.logger.warn(`서버 렌더링 대신 클라이언트 렌더링으로 응답합니다: ${reason}`);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Renders pages with the shell's server bundle (shell/dist/server/render.js, built with the shell:
 * the shell is the host) and the remotes' server containers, read at run time from wherever each
 * remote is deployed. Answers null (the caller sends the client-rendered page) when any of them is
 * missing, throws, or is not done within the budget.
 */
export class ServerRenderer {
  private module: ServerRendererModule | null = null;

  constructor(
    private readonly rendererFile: string,
    private readonly remotes: RenderedRemotes,
    private readonly budgetMs: number,
    private readonly log: OnceLogger,
  ) {}

  /** Loads the renderer and the current remotes, so the first visitor gets a rendered page. */
  async warmUp(): Promise<void> {
    await Promise.all(Object.values(this.remotes).map((build) => build.check()));
    const renderer = this.renderer();
    if (!renderer) return;
    await renderer
      .warmUp(this.entries())
      .catch((error: unknown) => this.log.warn(`remote 서버 컨테이너를 불러오지 못했습니다 (${describe(error)})`));
  }

  /**
   * Reads the page's data with `loadData`, then renders: both within RENDER_BUDGET_MS. A slow
   * database or remote gets the client-rendered page, which asks for the data itself. `page` is
   * null for a path no remote draws (the 404 page); remote-public's footer is drawn all the same.
   */
  async render(
    url: string,
    page: RemotePageRef | null,
    loadData: () => Promise<PageData>,
  ): Promise<RenderedPage | null> {
    const renderer = this.renderer();
    if (!renderer) return null;
    const remote = page?.remote ?? 'public';
    const build = this.remotes[remote]?.current();
    if (!build) {
      this.log.warn(`remote-${remote} 빌드를 읽을 수 없습니다 (${this.remotes[remote]?.label ?? '설정 없음'})`);
      return null;
    }
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.budgetMs);
    });
    const work = async () => {
      const data = await loadData();
      return { data, rendered: await renderer.render({ url, data, remotes: this.entries() }) };
    };
    try {
      const result = await Promise.race([work(), overBudget]);
      if (result === 'late') {
        this.log.warn(`${this.budgetMs} ms 안에 렌더링을 마치지 못했습니다 (${url})`);
        return null;
      }
      return {
        body: {
          html: result.rendered.html,
          ...(page
            ? { styles: build.styles[page.module] ?? '', scripts: build.scripts[page.module] ?? [] }
            : NO_PAGE_ASSETS),
        },
        data: result.data,
      };
    } catch (error) {
      this.log.warn(`렌더링 중 오류 (${url}): ${describe(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The server container of each remote whose build has been read. */
  private entries(): Partial<Record<RemoteName, string>> {
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const [name, build] of Object.entries(this.remotes) as [RemoteName, RemoteBuild][]) {
      const current = build.current();
      if (current) entries[name] = current.serverEntryUrl;
    }
    return entries;
  }

  private renderer(): ServerRendererModule | null {
    if (this.module) return this.module;
    if (!fs.existsSync(this.rendererFile)) {
      this.log.warn(`셸의 서버 번들이 없습니다 (${this.rendererFile}): npm run build -w shell`);
      return null;
    }
    try {
      // Built by webpack for Node; read at run time, never bundled into the API. A CommonJS file
      // whose path is known only at run time: in this CommonJS build import() would be this same
      // require behind a namespace wrapper and a promise.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the comment above
      this.module = require(this.rendererFile) as ServerRendererModule;
    } catch (error) {
      this.log.warn(`셸의 서버 번들을 불러오지 못했습니다: ${describe(error)}`);
    }
    return this.module;
  }
}
