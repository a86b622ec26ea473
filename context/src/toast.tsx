import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UI } from '@academy/common';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}

interface ToastState extends ToastOptions {
  id: number;
}

type ToastFn = (options: ToastOptions) => void;

const ToastContext = createContext<ToastFn | null>(null);

const TOP = 'toast-region--top';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The focused element, if any. */
function focusedElement(): Element | null {
  const active = document.activeElement;
  return active && active !== document.body ? active : null;
}

/** A single toast at a time, 5 s by default, dismissable (also by swiping right). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touchStart = useRef<number | null>(null);
  const region = useRef<HTMLDivElement>(null);
  // What the toast reports on; it must stay visible, so the toast moves to the top when it would cover it.
  const trigger = useRef<Element | null>(null);
  // The control last pressed or typed on: a switch that disables itself while it works has lost
  // focus by the time its toast comes.
  const lastUsed = useRef<Element | null>(null);
  const [atTop, setAtTop] = useState(false);

  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) lastUsed.current = event.target;
    };
    window.addEventListener('pointerdown', remember, true);
    window.addEventListener('keydown', remember, true);
    return () => {
      window.removeEventListener('pointerdown', remember, true);
      window.removeEventListener('keydown', remember, true);
    };
  }, []);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback<ToastFn>((options) => {
    trigger.current = lastUsed.current?.isConnected ? lastUsed.current : focusedElement();
    setCurrent({ ...options, id: Date.now() });
  }, []);

  useLayoutEffect(() => {
    const box = region.current;
    const control = trigger.current;
    if (!current || !box || !control?.isConnected) {
      setAtTop(false);
      return;
    }
    // Measured where the toast appears by default (the bottom corner), before anything is painted.
    const wasTop = box.classList.contains(TOP);
    box.classList.remove(TOP);
    const bottomPlace = box.getBoundingClientRect();
    if (wasTop) box.classList.add(TOP);
    setAtTop(overlaps(bottomPlace, control.getBoundingClientRect()));
  }, [current]);

  useEffect(() => {
    if (!current) return;
    timer.current = setTimeout(dismiss, current.durationMs ?? UI.toastDurationMs);
    return () => clearTimeout(timer.current);
  }, [current, dismiss]);

  useEffect(() => {
    // F8 moves focus to the toast region, as the original toast viewport did.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={region}
        id="toast-region"
        className={atTop ? `toast-region ${TOP}` : 'toast-region'}
        role="region"
        aria-label="알림"
        tabIndex={-1}
      >
        {current && (
          <div
            key={current.id}
            className={`toast toast--${current.variant ?? 'default'}`}
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
            onTouchEnd={(event) => {
              const start = touchStart.current;
              const end = event.changedTouches[0]?.clientX;
              if (start !== null && end !== undefined && end - start > 50) dismiss();
            }}
          >
            <div className="toast__text">
              <strong className="toast__title">{current.title}</strong>
              {current.description && <p className="toast__description">{current.description}</p>}
            </div>
            <button type="button" className="toast__close" aria-label="알림 닫기" onClick={dismiss}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
