import { useLocation, useNavigate } from 'react-router-dom';

/** Beside a page under test: shows the address's query string and offers the browser's back button. */
export function LocationProbe() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        뒤로 (테스트)
      </button>
    </>
  );
}
