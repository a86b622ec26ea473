/** A full reload, the gallery page's retry; one function so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
