/** The sizes a board can be drawn at: each cell one, two or three times as wide and tall. */
export const SCALES = [1, 2, 3] as const;
export type Scale = (typeof SCALES)[number];
