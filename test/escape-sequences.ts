/** Input a terminal may send that is not typed text: the tokenizer test and the screen fuzz send it. */

/** A sequence of each family a terminal may send that is not a key. */
export const SEQUENCES = {
  dcs: '\u001BP+q544e\u001B\\',
  osc: '\u001B]11;rgb:0000/0000/0000\u0007',
  oscSt: '\u001B]10;rgb:ffff/ffff/ffff\u001B\\',
  apc: '\u001B_Gi=1;OK\u001B\\',
  pm: '\u001B^private\u001B\\',
  csiUnknown: '\u001B[1;5P',
  csiColour: '\u001B[38;5;196m',
  cursorReport: '\u001B[24;80R',
  focus: '\u001B[I',
  bracketedPaste: '\u001B[200~',
  ss3F1: '\u001BOP',
  linuxF1: '\u001B[[A',
  c1Csi: '\u009B1;5P',
  c1Osc: '\u009D0;title\u009C',
} as const;

export const MOUSE_REPORTS = {
  sgrPress: '\u001B[<0;10;5M',
  sgrRelease: '\u001B[<0;10;5m',
  sgrWheel: '\u001B[<65;3;3M',
  x10: '\u001B[M !!',
  x10Release: '\u001B[M#!!',
} as const;
