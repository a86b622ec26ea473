import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { MESSAGES } from '@academy/common';
import { PageSpinner } from '@academy/context';
import { loadedPage, loadRemotePage, remoteGeneration, resetRemote, type RemoteName } from './remotes';

const pages = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();

/**
 * One component per page, attempt and version of the remote, so navigating back does not suspend
 * again. A page already loaded is drawn directly: the server renders it in one pass, and the
 * browser hydrates it without a Suspense round (the server's HTML stays as it is).
 */
function remotePage(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}@${remoteGeneration(remote)}`;
  let page = pages.get(key);
  if (!page) {
    const loaded = attempt === 0 ? loadedPage(remote, module) : undefined;
    page =
      loaded?.default ??
      lazy(async () => {
        if (attempt > 0) await resetRemote(remote);
        return loadRemotePage(remote, module);
      });
    pages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] remote "${this.props.remote}" failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-error" role="alert" data-remote={this.props.remote}>
        <h2>{MESSAGES.errors.remoteFailed}</h2>
        <p>네트워크 상태를 확인한 뒤 다시 시도해주세요. 다른 메뉴는 계속 이용할 수 있습니다.</p>
        <button type="button" className="button button--primary" onClick={this.props.onRetry}>
          {MESSAGES.errors.remoteRetry}
        </button>
      </section>
    );
  }
}

/** Mounts one exposed page of a remote; a failing remote only ever blanks its own area. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, module, attempt);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        {/* remotePage answers the same component for the same page, attempt and remote version (the
            module-level cache above), so its state is not reset on each render as the rule fears. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
