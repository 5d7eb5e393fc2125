/**
 * What a terminal is given back with, whatever the program (or what it
 * showed) set: colours and attributes reset, insert mode off, cursor keys
 * and the keypad back to normal, autowrap on, bracketed paste, focus and
 * every kind of mouse report off, the cursor shown. None of these moves the
 * cursor, so it is safe to write more than once and on the player's own
 * screen. (Origin mode is not among them: turning it off sends the cursor
 * home, and the shell's prompt would be written over the top line.)
 */
export const MODES_RESET =
  '\u001B[0m' +
  '\u001B[4l' +
  '\u001B[?1l\u001B>' +
  '\u001B[?7h' +
  '\u001B[?2004l\u001B[?1004l' +
  '\u001B[?1000l\u001B[?1002l\u001B[?1003l\u001B[?1005l\u001B[?1006l\u001B[?1015l' +
  '\u001B[?25h';

/**
 * Origin mode off and the scroll region back to the whole screen: both move
 * the cursor home, so they are written only on the alternate screen.
 */
export const SCROLL_REGION_RESET = '\u001B[?6l\u001B[r';

export const ALTERNATE_SCREEN_ON = '\u001B[?1049h';
export const ALTERNATE_SCREEN_OFF = '\u001B[?1049l';

/**
 * From the alternate screen back to the main one, every mode reset. The
 * alternate screen is cleared before it is left: a terminal resized while on
 * it (tmux) keeps its rows past the main screen's old height when it gives the
 * main screen back, and the last frame's lines stood beside the shell's prompt.
 * The modes are reset after it is left: leaving restores the cursor as it was
 * saved on entering, and some terminals (xterm.js) restore autowrap with it.
 */
export const LEAVE_ALTERNATE_SCREEN = `\u001B[0m\u001B[2J\u001B[H${SCROLL_REGION_RESET}${ALTERNATE_SCREEN_OFF}${MODES_RESET}`;
