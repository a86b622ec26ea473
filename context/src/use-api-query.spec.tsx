import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { PreloadedDataProvider } from './preloaded-data';
import { useApiQuery } from './use-api-query';
import { HttpError } from './api-client/request';
import { makeProgram, mockApi, notFoundBody } from './testing';

const programs = (...titles: string[]) => titles.map((title) => makeProgram({ title }));

function Programs() {
  const { data, error, isLoading } = useApiQuery('/programs');
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error {(error as HttpError).status}</p>;
  return <p>{data?.map((program) => program.title).join(',')}</p>;
}

describe('useApiQuery on a server-rendered page', () => {
  it('starts from the answer the page was rendered with and does not fetch it again', async () => {
    const api = mockApi(null);
    render(
      <PreloadedDataProvider data={{ '/api/programs': { status: 200, body: programs('중등', '고등') } }}>
        <Programs />
      </PreloadedDataProvider>,
    );
    expect(screen.getByText('중등,고등')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.callsTo('GET', '/api/programs')).toHaveLength(0);
  });

  it('starts from an error answer (a missing program) as the HttpError a fetch would give', () => {
    mockApi(null);
    render(
      <PreloadedDataProvider
        data={{
          '/api/programs': { status: 404, body: { ...notFoundBody, message: '없음' } },
        }}
      >
        <Programs />
      </PreloadedDataProvider>,
    );
    expect(screen.getByText('error 404')).toBeInTheDocument();
  });

  it('asks the server again when the page is opened a second time (after a navigation)', async () => {
    const api = mockApi(null, { 'GET /api/programs': { body: programs('새 목록') } });
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown && <Programs />}
        </>
      );
    }
    render(
      <PreloadedDataProvider data={{ '/api/programs': { status: 200, body: programs('처음') } }}>
        <Toggle />
      </PreloadedDataProvider>,
    );
    expect(screen.getByText('처음')).toBeInTheDocument();
    fireEvent.click(screen.getByText('toggle'));
    await waitFor(() => expect(screen.queryByText('처음')).not.toBeInTheDocument());
    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByText('새 목록')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/programs')).toHaveLength(1);
  });

  it('fetches as before when the page brought no answer for the key', async () => {
    mockApi(null, { 'GET /api/programs': { body: programs('가져옴') } });
    render(<Programs />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('가져옴')).toBeInTheDocument();
  });
});
