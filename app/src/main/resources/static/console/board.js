// The board and the clocks as the console draws them, for the arbiter's board and the appeals view.
import { t } from './i18n.js';
import { pieceSvg } from './pieces.js';

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
 * Draws the position of {@code fen} into {@code el}, each square a button named for screen readers ("e1, white
 * king"); {@code selected} is outlined; {@code onChoose(square)} on a click. {@code marks}, all optional:
 * {@code flipped} (Black at the bottom), {@code lastMove} ({from, to}, as the view gives it) and {@code check} (the
 * square of the king in check) marked, {@code coordinates} (files and ranks along the edges).
 */
export function drawBoard(el, fen, selected, onChoose, marks = {}) {
  const key = [fen, selected || '', marks.flipped ? 'f' : '', marks.lastMove ? marks.lastMove.from + marks.lastMove.to : '',
    marks.check || '', onChoose ? 'choose' : ''].join('|');
  if (el.dataset.key === key) {
    return; // the same position, marks, choice and reach: the squares (and the focus on one) stay as they are
  }
  const men = squares(fen);
  el.replaceChildren();
  el.dataset.key = key;
  el.dataset.fen = fen;
  el.dataset.selected = selected || '';
  el.classList.toggle('flipped', !!marks.flipped);
  el.setAttribute('role', 'group');
  el.setAttribute('aria-label', t(marks.flipped ? 'board.blackAtTheBottom' : 'board.whiteAtTheBottom',
      { board: el.dataset.name ? t(el.dataset.name) : t('common.board') }));
  const ranks = marks.flipped ? [1, 2, 3, 4, 5, 6, 7, 8] : [8, 7, 6, 5, 4, 3, 2, 1];
  const files = marks.flipped ? [7, 6, 5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5, 6, 7];
  for (const rank of ranks) {
    for (const file of files) {
      const sq = String.fromCharCode(97 + file) + rank;
      const man = men[sq];
      const b = document.createElement('button');
      b.type = 'button';
      const last = marks.lastMove && (marks.lastMove.from === sq || marks.lastMove.to === sq);
      b.className = 'square ' + ((file + rank) % 2 === 0 ? 'light' : 'dark') + (sq === selected ? ' selected' : '')
          + (last ? ' last' : '') + (marks.check === sq ? ' check' : '');
      b.dataset.square = sq;
      b.innerHTML = man ? pieceSvg(man) : '';
      if (marks.coordinates && rank === ranks[7]) {
        b.insertAdjacentHTML('beforeend', '<span class="coord file" aria-hidden="true">' + sq[0] + '</span>');
      }
      if (marks.coordinates && file === files[0]) {
        b.insertAdjacentHTML('beforeend', '<span class="coord rank" aria-hidden="true">' + rank + '</span>');
      }
      b.setAttribute('aria-label', sq + ', ' + (man ? t((man === man.toUpperCase() ? 'board.white.' : 'board.black.') + man.toLowerCase())
          : t('board.empty')) + (last ? ', ' + t('board.lastMove') : '') + (marks.check === sq ? ', ' + t('board.inCheck') : ''));
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
    throw new Error(t('common.timeFormat', { text }));
  }
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0) * 1000;
}

export function clockText(ms) {
  if (ms === null || ms === undefined) {
    return t('common.noClock');
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
  const left = c.remainingMs === null ? null : c.remainingMs - (running ? elapsed : 0);
  return { text: clockText(left), running, left };
}

/** The two clocks of a view into the elements clock-white and clock-black; {@code elapsed} ms run on the running one. */
export function drawClocks(view, elapsed) {
  for (const side of ['white', 'black']) {
    const clock = clockOf(view, side, elapsed);
    const el = document.getElementById('clock-' + side);
    el.textContent = t(side === 'white' ? 'board.whiteClock' : 'board.blackClock', { time: clock.text })
        + (view.clocks[side].flagFallen ? ' ' + t('board.flag') : '');
    el.classList.toggle('running', clock.running);
    // a minute or less left: shown in red (a display's threshold, no rule of the Laws)
    el.classList.toggle('low', clock.left !== null && clock.left <= 60000);
  }
}
