/** A phone: the quiz asks one question per screen below this width. */
export const PHONE_QUERY = '(max-width: 767.98px)';
