/** Injection token for the throttle's clock (milliseconds): tests move time instead of waiting. */
export const THROTTLE_CLOCK = Symbol('THROTTLE_CLOCK');

export type Clock = () => number;
