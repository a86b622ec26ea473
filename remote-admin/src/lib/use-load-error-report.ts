import { useEffect } from 'react';

/** Tells `report` about each failed load (the dashboard sends an expired session to its login). */
export function useLoadErrorReport(error: Error | null, report: ((error: Error) => void) | undefined): void {
  useEffect(() => {
    if (error) report?.(error);
  }, [error, report]);
}
