import { useState } from 'react';
import { type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { decideMembers, type DecisionResult } from '../api/decide-members';
import type { Decision } from './use-member-actions';

const B = ADMIN_MESSAGES.members.batch;

/** The last batch: its rows as they were, each one's outcome, and what was asked. */
export interface BatchOutcome {
  decision: Decision;
  rows: Member[];
  results: Record<string, DecisionResult>;
}

/**
 * Row selection and batch decisions of the pending list. After a batch, its rows stay in the list
 * with their outcome (a member another admin decided meanwhile is no longer pending, but the reader
 * must see it failed), and the failed ones stay selected so the reader can look at them or retry.
 */
export function useBatchDecisions({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(rows: Member[], decision: Decision, memo: string): Promise<boolean> {
    setBusy(true);
    try {
      const { results } = await decideMembers(
        rows.map((row) => row.id),
        decision,
        decision === 'reject' ? memo : undefined,
      );
      const byId = Object.fromEntries(results.map((result) => [result.id, result]));
      const failed = results.filter((result) => !result.ok).map((result) => result.id);
      setOutcome({ decision, rows, results: byId });
      setSelected(failed);
      const succeeded = results.length - failed.length;
      if (failed.length === 0) toast({ title: B.done(succeeded, decision), variant: 'success' });
      else toast({ title: B.partial(succeeded, failed.length), variant: 'destructive' });
      onChanged();
      return true;
    } catch (error) {
      toast({
        title: B.requestFailed,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Forget the selection and the last outcome (a new search, another tab, the reader closing it). */
  function clear() {
    setSelected([]);
    setOutcome(null);
  }

  return { selected, setSelected, outcome, busy, decide, clear, dismissOutcome: () => setOutcome(null) };
}

/**
 * The pending tab's rows: the last batch's rows first (those decided elsewhere would otherwise
 * vanish with their outcome), then the pending members not among them.
 */
export function withBatchRows(pending: Member[], outcome: BatchOutcome | null): Member[] {
  if (!outcome) return pending;
  const kept = new Set(outcome.rows.map((row) => row.id));
  return [...outcome.rows, ...pending.filter((member) => !kept.has(member.id))];
}
