import { useEffect, useState } from 'react';
import { MEMBER_PAGE } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { getMembers } from '../api/get-members';

const SEARCH_PAUSE_MS = 300;

/**
 * The members a decision can be made on, as the server finds them: every PENDING account (waiting,
 * rejected or revoked: the pending and rejected tabs together), newest first, one page of them.
 */
export const PICKER_QUERY = { status: 'all', role: 'PENDING', pageSize: MEMBER_PAGE.sizeDefault } as const;

/**
 * The decision dialog's member search: nothing is read until the picker opens or the reader types,
 * typing asks the server after a pause, and each opening of the dialog starts afresh (a member
 * decided since the last one is no longer offered).
 */
export function useMemberPicker(opening: unknown) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState(false);
  const [lastOpening, setLastOpening] = useState(opening);
  const [openings, setOpenings] = useState(0);
  if (opening !== lastOpening) {
    setLastOpening(opening);
    setOpenings((n) => n + 1);
    setText('');
    setQ('');
    setAsked(false);
  }
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useAsyncData(asked ? () => getMembers({ ...PICKER_QUERY, q }) : null, [q, openings]);

  return {
    members: found.data?.items ?? [],
    loading: found.isLoading,
    error: found.error,
    search: (value: string) => {
      setAsked(true);
      setText(value);
    },
    /** The picker's list opened: its first page is wanted now. */
    open: () => setAsked(true),
  };
}
