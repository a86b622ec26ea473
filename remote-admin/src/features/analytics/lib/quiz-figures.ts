import { ADMIN_MESSAGES } from '@academy/common/admin-messages';

const Q = ADMIN_MESSAGES.quiz;

/** A share with its one decimal as the API gives it ("66.7%"), a dash before anyone answered. */
export const percentText = (value: number | null) => (value === null ? Q.noFigure : `${value}%`);

/** An average score ("72.5점"), a dash before any attempt. */
export const scoreText = (value: number | null) => (value === null ? Q.noFigure : `${value}${Q.scoreSuffix}`);

/** Figures sort largest first; a quiz nobody took (null) goes last either way. */
export const byFigure = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);
