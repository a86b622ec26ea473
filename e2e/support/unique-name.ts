/** A name no other test uses, so a search finds this test's record only. */
export const uniqueName = (label: string) => `${label}${Date.now().toString(36).slice(-5)}`;
