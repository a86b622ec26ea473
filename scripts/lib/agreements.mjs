// The consents sign-up requires (이용약관, 개인정보 수집·이용), as the form sends them.
export const AGREED = { terms: true, privacy: true };
