package adjudicator.query.tournament;

import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.Color;
import adjudicator.engine.tournament.BoardResult;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.ExtraPoints;
import adjudicator.engine.tournament.RatingChanges;
import adjudicator.engine.tournament.RoundEntry;
import adjudicator.engine.tournament.RoundResult;
import adjudicator.engine.tournament.Standings;
import adjudicator.engine.tournament.TournamentReport;
import adjudicator.engine.tournament.TournamentTable;
import adjudicator.query.GameOutcome;
import adjudicator.query.GameOutcomes;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tournament's records, derived from its events and its games' own events: each board's result (from
 * the game's record, the result in force of 8.7, or as entered where no game records it), the cross
 * table the TRF writes, the standings with the regulations' tie-breaks, the report file. Nothing here
 * is stored: every answer follows the record as it is.
 */
@Component
public class TournamentRecords {

    private final GameOutcomes games;

    public TournamentRecords(GameOutcomes games) {
        this.games = games;
    }

    /**
     * A board's result and where it comes from: {@code GAME} (its record), {@code ENTERED}, or none yet;
     * {@code game}, the game's outcome where a game of this system is played on the board.
     */
    public record BoardOutcome(BoardResult result, String from, GameOutcome game) {
        /**
         * The board's written result: the result entered or derived ({@code 1-0}, {@code +/-}), else the
         * game's points as {@code white-black}, else null (none yet).
         */
        public String written() {
            if (result != null) {
                return result.written();
            }
            return game == null || game.pointsWhite() == null ? null : game.pointsWhite() + "-" + game.pointsBlack();
        }
    }

    /**
     * What was derived lately of a tournament: from its state {@code state} (the reader's, the same object while
     * the tournament has no new event) and its games' outcomes {@code read}, the boards' outcomes; from those,
     * the cross table and the standings once asked for. Used again while neither has changed: the cross table and
     * the standings of a big tournament are then not computed again at each read.
     */
    private record Derived(TournamentState state, Map<String, GameOutcome> read, Map<Integer, Map<Integer, BoardOutcome>> outcomes,
                           TournamentTable table, List<Standings.Standing> standings) {
    }

    private final Map<String, Derived> derived = java.util.Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Derived> eldest) {
            return size() > 32;
        }
    });

    /** The outcome of every game of the tournament's rounds, by game id, as of each game's last stored event. */
    public Map<String, GameOutcome> games(TournamentState s) {
        return games.of(gameIds(s.rounds().values()));
    }

    /** Each board's outcome, by round then board: the games' outcomes read at once ({@link GameOutcomes}). */
    public Map<Integer, Map<Integer, BoardOutcome>> outcomes(TournamentState s) {
        Map<String, GameOutcome> read = games.of(gameIds(s.rounds().values()));
        Derived known = s.tournamentId() == null ? null : derived.get(s.tournamentId());
        if (known != null && known.state() == s && same(known.read(), read)) {
            return known.outcomes();
        }
        Map<Integer, Map<Integer, BoardOutcome>> out = new LinkedHashMap<>();
        for (TournamentState.Round r : s.rounds().values()) {
            out.put(r.number(), java.util.Collections.unmodifiableMap(outcomes(r, read)));
        }
        out = java.util.Collections.unmodifiableMap(out);
        if (s.tournamentId() != null) {
            derived.put(s.tournamentId(), new Derived(s, read, out, null, null));
        }
        return out;
    }

    /** The same games with the same outcomes (each the same object when unchanged: compared by identity first). */
    private static boolean same(Map<String, GameOutcome> a, Map<String, GameOutcome> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (Map.Entry<String, GameOutcome> e : a.entrySet()) {
            GameOutcome other = b.get(e.getKey());
            if (other != e.getValue() && (other == null || !other.equals(e.getValue()))) {
                return false;
            }
        }
        return true;
    }

    /** What was derived of {@code s} from {@code outcomes}, when they are what {@link #outcomes(TournamentState)} gave last. */
    private Derived derivedFrom(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        Derived known = s.tournamentId() == null ? null : derived.get(s.tournamentId());
        return known != null && known.state() == s && known.outcomes() == outcomes ? known : null;
    }

    /** One round's outcomes, by board. */
    public Map<Integer, BoardOutcome> outcomes(TournamentState.Round r) {
        return outcomes(r, games.of(gameIds(List.of(r))));
    }

    private static List<String> gameIds(java.util.Collection<TournamentState.Round> rounds) {
        List<String> ids = new ArrayList<>();
        for (TournamentState.Round r : rounds) {
            for (TournamentState.BoardState b : r.boards().values()) {
                if (b.entered() == null && b.gameId() != null) {
                    ids.add(b.gameId());
                }
            }
        }
        return ids;
    }

    private static Map<Integer, BoardOutcome> outcomes(TournamentState.Round r, Map<String, GameOutcome> read) {
        Map<Integer, BoardOutcome> boards = new LinkedHashMap<>();
        for (TournamentState.BoardState b : r.boards().values()) {
            boards.put(b.pairing().board(), outcome(b, read));
        }
        return boards;
    }

    private static BoardOutcome outcome(TournamentState.BoardState b, Map<String, GameOutcome> read) {
        if (b.entered() != null) {
            return new BoardOutcome(b.entered(), "ENTERED", null);
        }
        if (b.gameId() == null) {
            return new BoardOutcome(null, null, null);
        }
        GameOutcome v = read.get(b.gameId());
        return new BoardOutcome(v.boardResult(), "GAME", v);
    }

    /**
     * What White and Black got on a board: its result, entered or the game's, else the game's sides as the
     * tournament counts them ({@link TournamentGameResult#sides}: each side's own where the Laws gave a
     * score outside one board result), else pending.
     */
    static RoundResult[] sides(BoardOutcome o) {
        if (o.result() != null) {
            return new RoundResult[]{o.result().white(), o.result().black()};
        }
        if (o.game() != null) {
            return new RoundResult[]{o.game().whiteSide(), o.game().blackSide()};
        }
        return new RoundResult[]{RoundResult.PENDING, RoundResult.PENDING};
    }

    /** The cross table of the rounds paired so far. */
    public TournamentTable table(TournamentState s) {
        return table(s, outcomes(s));
    }

    TournamentTable table(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        Derived known = derivedFrom(s, outcomes);
        if (known != null && known.table() != null) {
            return known.table();
        }
        TournamentTable table = computeTable(s, outcomes);
        if (known != null) {
            derived.replace(s.tournamentId(), known, new Derived(s, known.read(), outcomes, table, null));
        }
        return table;
    }

    private TournamentTable computeTable(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        List<Entrant> entrants = s.players().values().stream().map(TournamentState.Player::entrant).toList();
        Map<Integer, List<RoundEntry>> entries = new HashMap<>();
        for (TournamentState.Round r : s.rounds().values()) {
            for (TournamentState.BoardState b : r.boards().values()) {
                RoundResult[] sides = sides(outcomes.get(r.number()).get(b.pairing().board()));
                entries.computeIfAbsent(b.pairing().white(), k -> new ArrayList<>())
                        .add(new RoundEntry(r.number(), b.pairing().black(), Color.WHITE, sides[0]));
                entries.computeIfAbsent(b.pairing().black(), k -> new ArrayList<>())
                        .add(new RoundEntry(r.number(), b.pairing().white(), Color.BLACK, sides[1]));
            }
            for (TournamentEvent.Bye bye : r.byes()) {
                entries.computeIfAbsent(bye.player(), k -> new ArrayList<>()).add(RoundEntry.alone(r.number(), bye.kind()));
            }
        }
        Map<Integer, java.math.BigDecimal> extra = new HashMap<>();
        for (ExtraPoints x : extraPoints(s, outcomes)) {
            entrants.stream().filter(e -> x.of(e.startRank())).forEach(e -> extra.merge(e.startRank(), x.points(),
                    java.math.BigDecimal::add));
        }
        return new TournamentTable(entrants, s.lastPaired(), entries, extra);
    }

    /**
     * Points outside the results (TRF-2026 record 299): those of the file the tournament was read from, and
     * under 1-½-0 scoring the part of a game's points that its result's code cannot carry (a quarter point
     * that a FIDE 2005 ruling or a points penalty gave: ¾ is written as a draw, and the quarter here).
     */
    List<ExtraPoints> extraPoints(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        List<ExtraPoints> out = new ArrayList<>(s.file().map(TournamentEvent.ReportFileRead::extraPoints).orElse(List.of()));
        if (s.created().regulations().scoring() != adjudicator.engine.tournament.Scoring.ONE_HALF_ZERO) {
            return out;
        }
        for (TournamentState.Round r : s.rounds().values()) {
            for (TournamentState.BoardState b : r.boards().values()) {
                BoardOutcome o = outcomes.get(r.number()).get(b.pairing().board());
                if (o == null || o.game() == null || !o.game().scored()) {
                    continue;
                }
                RoundResult[] sides = sides(o);
                String[] points = {o.game().pointsWhite(), o.game().pointsBlack()};
                int[] players = {b.pairing().white(), b.pairing().black()};
                for (int i = 0; i < 2; i++) {
                    java.math.BigDecimal beyond = adjudicator.engine.rules.Scores.value(points[i])
                            .subtract(Standings.points(sides[i], adjudicator.engine.tournament.Scoring.ONE_HALF_ZERO));
                    if (beyond.signum() != 0) {
                        out.add(new ExtraPoints(beyond, r.number(), List.of(players[i])));
                    }
                }
            }
        }
        return out;
    }

    /**
     * The standings after {@code round}, as they stood then: the rounds up to it, the players entered by then,
     * the points outside the results given up to it.
     */
    public List<Standings.Standing> standingsAfter(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes, int round) {
        TournamentTable full = table(s, outcomes);
        List<Entrant> entrants = s.players().values().stream().filter(p -> p.fromRound() <= round)
                .map(TournamentState.Player::entrant).toList();
        Map<Integer, List<RoundEntry>> entries = new HashMap<>();
        for (Entrant e : entrants) {
            entries.put(e.startRank(), full.of(e.startRank()).stream().filter(x -> x.round() <= round).toList());
        }
        Map<Integer, java.math.BigDecimal> extra = new HashMap<>();
        for (ExtraPoints x : extraPoints(s, outcomes)) {
            if (x.round() == null || x.round() <= round) {
                entrants.stream().filter(e -> x.of(e.startRank())).forEach(e -> extra.merge(e.startRank(), x.points(),
                        java.math.BigDecimal::add));
            }
        }
        return standings(s, new TournamentTable(entrants, round, entries, extra));
    }

    /** A tournament's rating changes, and what they were computed under. */
    public record Ratings(RatingChanges.Chapter chapter, Integer minutesFor60Moves, Integer year, List<RatingChanges.Player> players) {
    }

    /**
     * The rating changes of the tournament's players (FIDE Rating Regulations applied from 1 March 2024,
     * {@link RatingChanges}): under the chapter of its time control's pace, with the K given for players and
     * the year of its start for a junior's K.
     */
    public Ratings ratings(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        adjudicator.engine.tournament.Regulations r = s.created().regulations();
        adjudicator.engine.clock.TimeControl control = r.timeControl() == null ? adjudicator.engine.clock.TimeControl.NONE
                : adjudicator.engine.clock.TimeControl.parse(r.timeControl());
        adjudicator.engine.rules.Pace pace = adjudicator.engine.rules.PaceBands.of(control, adjudicator.engine.rules.Ruleset.of(r.edition()))
                .map(adjudicator.engine.rules.Cited::value).orElse(adjudicator.engine.rules.Pace.STANDARD);
        RatingChanges.Chapter chapter = pace == adjudicator.engine.rules.Pace.STANDARD ? RatingChanges.Chapter.STANDARD
                : RatingChanges.Chapter.RAPID_AND_BLITZ;
        Integer year = s.created().startDate() != null ? Integer.valueOf(s.created().startDate().getYear())
                : s.rounds().values().stream().map(TournamentState.Round::date).filter(java.util.Objects::nonNull).findFirst()
                .map(java.time.LocalDate::getYear).orElse(null);
        Integer minutes = RatingChanges.minutesFor60Moves(control);
        return new Ratings(chapter, minutes, year, RatingChanges.of(table(s, outcomes), chapter, minutes, s.kFactors(), year));
    }

    /** A round's cell of the cross table as the TRF writes it: the opponent, the colour, the result ({@code 3w1}, {@code 12b+}, {@code U}). */
    public static String crossCell(RoundEntry x) {
        return (x.opponent() == 0 ? "" : String.valueOf(x.opponent()))
                + (x.colour() == null ? "" : x.colour() == Color.WHITE ? "w" : "b")
                + (x.result() == RoundResult.PENDING ? "" : String.valueOf(x.result().code()).strip());
    }

    /** The standings under the tournament's regulations. */
    public List<Standings.Standing> standings(TournamentState s) {
        return standingsOf(s, outcomes(s));
    }

    /** The standings of {@code s} from the boards' {@code outcomes} (as {@link #outcomes(TournamentState)} gave them). */
    List<Standings.Standing> standingsOf(TournamentState s, Map<Integer, Map<Integer, BoardOutcome>> outcomes) {
        TournamentTable table = table(s, outcomes);
        Derived known = derivedFrom(s, outcomes);
        if (known != null && known.table() == table && known.standings() != null) {
            return known.standings();
        }
        List<Standings.Standing> standings = List.copyOf(standings(s, table));
        if (known != null && known.table() == table) {
            derived.replace(s.tournamentId(), known, new Derived(s, known.read(), outcomes, table, standings));
        }
        return standings;
    }

    /** The standings of {@code table}, the tournament's cross table, under its regulations. */
    List<Standings.Standing> standings(TournamentState s, TournamentTable table) {
        return Standings.of(table, s.created().system(), s.created().regulations(), s.created().rounds());
    }

    /**
     * The report file's content: the tournament's data and officials, its table, the ranks of the
     * standings, and for the round to pair next the players who are not to be paired in it (withdrawn,
     * expelled), as a zero-point bye in its column.
     */
    public TournamentReport report(TournamentState s) {
        TournamentEvent.TournamentCreated t = s.created();
        Map<Integer, Map<Integer, BoardOutcome>> outcomes = outcomes(s);
        TournamentTable table = table(s, outcomes);
        Map<Integer, Integer> ranks = new HashMap<>();
        for (Standings.Standing x : standingsOf(s, outcomes)) {
            ranks.put(x.entrant().startRank(), x.rank());
        }
        Map<Integer, RoundResult> absent = new HashMap<>();
        int next = s.nextRound();
        if (next <= t.rounds()) {
            s.players().values().stream().filter(p -> !p.available(next))
                    .forEach(p -> absent.put(p.entrant().startRank(), RoundResult.ZERO_POINT_BYE));
            // the byes asked for in the round to pair, in its column as the pairing programs read them
            s.byeRequests(next).values().forEach(r -> absent.put(r.player(), r.kind()));
        }
        // every bye asked for ahead of its round (TRF-2026 record 240)
        Map<Integer, Map<Integer, RoundResult>> requested = new java.util.TreeMap<>();
        s.byeRequests().forEach((round, byRound) -> {
            if (round >= next) {
                byRound.values().forEach(r -> requested.computeIfAbsent(round, k -> new java.util.TreeMap<>()).put(r.player(), r.kind()));
            }
        });
        Map<Integer, java.time.LocalDate> dates = new HashMap<>();
        s.rounds().values().forEach(r -> {
            if (r.date() != null) {
                dates.put(r.number(), r.date());
            }
        });
        return new TournamentReport(t.name(), t.site(), t.federation(), t.startDate(), t.endDate(), t.chiefArbiter(),
                t.deputyArbiters(), t.arbiters(), null, t.system(), t.regulations().timeControl(), t.regulations().scoring(),
                t.regulations().tieBreaks(), t.rounds(), dates, table, absent, fileRanks(s).orElse(ranks), s.initialColour(),
                s.file().map(TournamentEvent.ReportFileRead::typeCode).orElse(null),
                extraPoints(s, outcomes),
                s.file().map(TournamentEvent.ReportFileRead::layout).orElse(null), requested);
    }

    /**
     * The ranks of the file the tournament was read from, while they hold: the file's tie-break order is not
     * one this system computes whole, and no player or round has changed since.
     */
    private static java.util.Optional<Map<Integer, Integer>> fileRanks(TournamentState s) {
        return s.file().filter(f -> f.ranks() != null && !s.changedSinceRead()).map(TournamentEvent.ReportFileRead::ranks);
    }
}
