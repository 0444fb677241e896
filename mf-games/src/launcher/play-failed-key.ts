/** Spec 02 §8: a launch that failed without a message of the server's (also when the launcher's code could not load). */
export const PLAY_FAILED_KEY = 'pg.start_failed';
