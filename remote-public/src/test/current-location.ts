import { screen } from '@testing-library/react';

/** Where the page sent the user (renderWithProviders' stand-in at other addresses), or null while it stays. */
export function currentLocation(): string | null {
  return screen.queryByTestId('redirected')?.getAttribute('data-location') ?? null;
}
