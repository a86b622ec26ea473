import { act, render, screen, waitFor } from '@testing-library/react';
import { makeUser, mockApi } from '@academy/context/testing';
import { CONSULTATIONS_CHANGED_EVENT } from '../../../api/new-consultations';
import { NewConsultationsBadge } from './NewConsultationsBadge';

describe('new consultations badge', () => {
  it('shows the count of new requests, and disappears once none is left after a change', async () => {
    let count = 3;
    mockApi(makeUser({ role: 'ADMIN' }), {
      'GET /api/admin/consultations/new-count': () => ({ body: { count } }),
    });
    render(<NewConsultationsBadge />);
    expect(await screen.findByLabelText('새 상담 신청 3건')).toHaveTextContent('3');

    count = 0;
    act(() => {
      window.dispatchEvent(new Event(CONSULTATIONS_CHANGED_EVENT));
    });
    await waitFor(() => expect(screen.queryByLabelText(/새 상담 신청/)).not.toBeInTheDocument());
  });
});
