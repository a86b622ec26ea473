import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { CONSULTATION_FORM_PATH, CONSULTATION_MESSAGES as M } from '@academy/common';
import './consultation.css';

const ConsultationDialog = lazy(() => import('./ConsultationDialog').then((m) => ({ default: m.ConsultationDialog })));

interface ConsultationButtonProps {
  programSlug?: string;
  /** The program's title, shown for the preselected choice while the program list loads. */
  programTitle?: string;
  className?: string;
  label?: string;
}

/**
 * A link to the form page (what works without JavaScript); once the page is hydrated, a click
 * opens the form as a dialog instead. A program page passes its slug, which the form preselects.
 */
export function ConsultationButton({
  programSlug,
  programTitle,
  className = 'button button--primary button--large',
  label = M.open,
}: ConsultationButtonProps) {
  const [open, setOpen] = useState(false);
  const href = programSlug
    ? `${CONSULTATION_FORM_PATH}?program=${encodeURIComponent(programSlug)}`
    : CONSULTATION_FORM_PATH;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={href} className={className} onClick={onClick} aria-haspopup="dialog">
        {label}
      </a>
      {open && (
        <Suspense fallback={null}>
          <ConsultationDialog programSlug={programSlug} programTitle={programTitle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
