import { useSearchParams } from 'react-router-dom';

type AnalyticsTab = 'learning' | 'quizzes';

/** The open tab lives in the address (`?tab=quizzes`) beside the range, so a reload or a shared link opens it again. */
export function useAnalyticsTab() {
  const [params, setParams] = useSearchParams();
  const tab: AnalyticsTab = params.get('tab') === 'quizzes' ? 'quizzes' : 'learning';
  function open(key: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === 'quizzes') next.set('tab', key);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }
  return { tab, open };
}
