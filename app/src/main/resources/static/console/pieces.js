// The console's men: a set of SVG silhouettes drawn for this project (docs/console.md, "The men"), so that they
// look the same on every device, whatever fonts it has. White men are white with a black outline, black men
// black with a white inner line: each stands out on the light and on the dark squares alike.
const SHAPES = {
  p: ['M22.5 8a5.5 5.5 0 0 0-3.6 9.7C16 20 14.6 25 15 31h15c.4-6-1-11-3.9-13.3A5.5 5.5 0 0 0 22.5 8z',
    'M11 38h23v-3.5c0-2-1.5-3.5-3.5-3.5h-16c-2 0-3.5 1.5-3.5 3.5z'],
  r: ['M11 38h23v-4h-3l-2-16h3v-7h-4v3h-3.5v-3h-4v3H17v-3h-4v7h3l-2 16h-3z'],
  n: ['M14 38h20c0-8-1-16-4-22-2-4-6-7-9-7l-1-3-2 3.5c-3 1.5-5 4.5-7 8.5-1 2-.5 4 1 5s3 0 4-1 3-1.5 5-2c-2 4-6 7-7 11z'],
  b: ['M22.5 4a2.6 2.6 0 1 0 .01 0z',
    'M22.5 9.5c-5.5 4-7.5 9-6.5 14 .6 2.6 2.6 4 2.6 4L17 32h11l-1.6-4.5s2-1.4 2.6-4c1-5-1-10-6.5-14z',
    'M12 38h21v-3c0-1.7-1.3-3-3-3H15c-1.7 0-3 1.3-3 3z'],
  q: ['M12 32 9 13l6.5 11L16 10l4.5 13 2-14 2 14L29 10l.5 14L36 13l-3 19z',
    'M11 38h23v-3.5c0-1.4-1.1-2.5-2.5-2.5h-18c-1.4 0-2.5 1.1-2.5 2.5z',
    'M9 10.5a2 2 0 1 0 .01 0zM16 7.5a2 2 0 1 0 .01 0zM22.5 6a2 2 0 1 0 .01 0zM29 7.5a2 2 0 1 0 .01 0zM36 10.5a2 2 0 1 0 .01 0z'],
  k: ['M21.2 3.5h2.6v3h3v2.6h-3v3.9h-2.6V9.1h-3V6.5h3z',
    'M12 32c-4-6-2-14 4-14 3 0 5 2 6.5 5 1.5-3 3.5-5 6.5-5 6 0 8 8 4 14z',
    'M22.5 12.5c-2 0-3 2-3 3.5 0 2 3 6 3 6s3-4 3-6c0-1.5-1-3.5-3-3.5z',
    'M11 38h23v-3.5c0-1.4-1.1-2.5-2.5-2.5h-18c-1.4 0-2.5 1.1-2.5 2.5z'],
};

// the lines drawn inside a man, in the other colour, so that a black man's parts show on a dark square
const DETAILS = {
  n: '<circle cx="18.5" cy="14" r="1.4"/>',
  b: '<path d="M22.5 15v7M19 18.5h7" fill="none" stroke-width="1.6" stroke-linecap="round"/>',
  k: '<path d="M14.5 29.5h16" fill="none" stroke-width="1.3"/>',
  q: '<path d="M14.5 29.5h16" fill="none" stroke-width="1.3"/>',
  r: '<path d="M16 18h13M15 31h15" fill="none" stroke-width="1.3"/>',
  p: '',
};

/** The SVG markup of the man of that FEN letter (K, q, ...), hidden from screen readers (its square names it). */
export function pieceSvg(letter) {
  const type = letter.toLowerCase();
  const white = letter !== type;
  const fill = white ? '#fff' : '#1e1e1e';
  const line = white ? '#1e1e1e' : '#f2f2f2';
  const paths = SHAPES[type].map((d) => '<path d="' + d + '"/>').join('');
  return '<svg viewBox="0 0 45 45" aria-hidden="true" focusable="false" class="man">'
      + '<g fill="' + fill + '" stroke="#1e1e1e" stroke-width="1.5" stroke-linejoin="round">' + paths + '</g>'
      + '<g fill="' + line + '" stroke="' + line + '">' + DETAILS[type] + '</g></svg>';
}
