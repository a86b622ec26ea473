/** A full reload, the gallery page's retry (spec 000 §2); one function so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
