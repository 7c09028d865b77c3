// The board and the clocks as the console draws them, for the arbiter's board and the appeals view.
const FIGURINES = { K: '\u2654', Q: '\u2655', R: '\u2656', B: '\u2657', N: '\u2658', P: '\u2659',
  k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/** The men of a FEN by square: { e1: 'K', ... }. */
export function squares(fen) {
  const board = {};
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const c of row) {
      if (/[1-8]/.test(c)) {
        file += Number(c);
      } else {
        board[String.fromCharCode(97 + file) + (8 - r)] = c;
        file++;
      }
    }
  });
  return board;
}

/**
 * Draws the position of {@code fen} into {@code el}, White at the bottom, each square a button named for
 * screen readers ("e1, white king"); {@code selected} is outlined; {@code onChoose(square)} on a click.
 */
export function drawBoard(el, fen, selected, onChoose) {
  if (el.dataset.fen === fen && el.dataset.selected === (selected || '')) {
    return; // the same position and choice: the squares (and the focus on one) stay as they are
  }
  const men = squares(fen);
  el.replaceChildren();
  el.dataset.fen = fen;
  el.dataset.selected = selected || '';
  for (let rank = 8; rank >= 1; rank--) {
    for (let file = 0; file < 8; file++) {
      const sq = String.fromCharCode(97 + file) + rank;
      const man = men[sq];
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'square ' + ((file + rank) % 2 === 0 ? 'light' : 'dark') + (sq === selected ? ' selected' : '');
      b.dataset.square = sq;
      b.textContent = man ? FIGURINES[man] : '';
      b.setAttribute('aria-label', sq + (man ? ', ' + (man === man.toUpperCase() ? 'white ' : 'black ') + NAMES[man.toLowerCase()] : ', empty'));
      if (onChoose) {
        b.addEventListener('click', () => onChoose(sq));
      } else {
        b.tabIndex = -1;
      }
      el.appendChild(b);
    }
  }
}

/** A time typed as h:mm:ss, m:ss or seconds, in ms; null where nothing is typed. */
export function ms(text) {
  if (!text) {
    return null;
  }
  if (!/^\d+(:\d{1,2}){0,2}$/.test(text)) {
    throw new Error('A time is h:mm:ss, m:ss or seconds, not "' + text + '"');
  }
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0) * 1000;
}

export function clockText(ms) {
  if (ms === null || ms === undefined) {
    return 'no clock';
  }
  const s = Math.max(0, Math.floor(ms / 1000));
  return Math.floor(s / 3600) + ':' + String(Math.floor(s / 60) % 60).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
}

/**
 * The ms that have run on the running clock since the instant its times are given for (the view's
 * {@code clocks.asOf}, device time, which this device's clock keeps); {@code fallback} where there is none.
 */
export function sinceAsOf(view, fallback) {
  const asOf = view.clocks && view.clocks.asOf ? Date.parse(view.clocks.asOf) : NaN;
  return Number.isNaN(asOf) ? fallback : Math.max(0, Date.now() - asOf);
}

/**
 * One clock of a view ({@code side} 'white' or 'black'): its time as text, {@code elapsed} ms taken off it
 * where it is the running one, and whether it runs.
 */
export function clockOf(view, side, elapsed) {
  const c = view.clocks[side];
  const running = view.clocks.running === side.toUpperCase();
  return { text: clockText(c.remainingMs === null ? null : c.remainingMs - (running ? elapsed : 0)), running };
}

/** The two clocks of a view into the elements clock-white and clock-black; {@code elapsed} ms run on the running one. */
export function drawClocks(view, elapsed) {
  for (const side of ['white', 'black']) {
    const clock = clockOf(view, side, elapsed);
    const el = document.getElementById('clock-' + side);
    el.textContent = (side === 'white' ? 'White ' : 'Black ') + clock.text + (view.clocks[side].flagFallen ? ' (flag)' : '');
    el.classList.toggle('running', clock.running);
  }
}
