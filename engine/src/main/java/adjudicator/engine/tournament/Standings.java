package adjudicator.engine.tournament;

import adjudicator.engine.Color;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The standings of a tournament under its regulations: each player's score (the competition's
 * scoring), his tie-breaks as the FIDE Tie-Break Regulations (Handbook C.07) define them, and his rank.
 * Players are ordered by score, then by each tie-break of the regulations' list in turn; players no
 * tie-break tells apart share a rank, shown as a tie (the next rank is skipped). Pure.
 *
 * <p>Unplayed rounds in Swiss tournaments follow C.07 Art. 16: for the tie-breaks of his opponents a
 * participant's score is adjusted (16.3: a requested bye followed only by voluntary unplayed rounds, or
 * in the last round, counts as a draw); for his own, each unplayed round counts as a game against a
 * dummy (16.4, whose score depends on the {@link TieBreakRules}); a cut takes a voluntary unplayed
 * round first (16.5). In round robins forfeits count as games (15.2) and the rest of an odd number of
 * players counts nothing.
 */
public final class Standings {

    /** One player's line: rank (shared by a tie), his score, and the value of each tie-break. */
    public record Standing(int rank, boolean tied, Entrant entrant, BigDecimal score, Map<TieBreak, BigDecimal> tieBreaks) {
    }

    private static final BigDecimal HALF = new BigDecimal("0.5");

    private final TournamentTable table;
    private final Regulations regulations;
    private final boolean roundRobin;
    /** The rounds the tournament has (16.4.2's "number of rounds in the tournament"), at least those paired. */
    private final int plannedRounds;
    private final Map<Integer, BigDecimal> scores = new HashMap<>();
    private final Map<Integer, BigDecimal> adjusted = new HashMap<>();

    private Standings(TournamentTable table, PairingSystem system, Regulations regulations, int plannedRounds) {
        this.table = table;
        this.regulations = regulations;
        this.roundRobin = system.roundRobin();
        this.plannedRounds = Math.max(plannedRounds, table.rounds());
        for (Entrant e : table.entrants()) {
            BigDecimal score = BigDecimal.ZERO;
            BigDecimal adj = BigDecimal.ZERO;
            List<RoundEntry> entries = table.of(e.startRank());
            for (RoundEntry x : entries) {
                BigDecimal points = points(x.result());
                score = score.add(points);
                adj = adj.add(!roundRobin && category(entries, x) == 5 ? regulations.scoring().draw() : points);
            }
            // points outside the results (299) count in the score; the tie-breaks' adjusted score is the results'
            scores.put(e.startRank(), score.add(table.extraPoints(e.startRank())));
            adjusted.put(e.startRank(), adj);
        }
    }

    /** The standings of {@code table} (a tournament of its rounds), paired by {@code system}, under {@code regulations}. */
    public static List<Standing> of(TournamentTable table, PairingSystem system, Regulations regulations) {
        return of(table, system, regulations, table.rounds());
    }

    /**
     * The standings after the rounds of {@code table} of a tournament of {@code plannedRounds} rounds (the
     * dummy's cap of 16.4.2 counts the tournament's rounds; the rest counts the rounds played).
     */
    public static List<Standing> of(TournamentTable table, PairingSystem system, Regulations regulations, int plannedRounds) {
        return new Standings(table, system, regulations, plannedRounds).rank();
    }

    /** A player's score under the competition's scoring. */
    public static BigDecimal score(TournamentTable table, int startRank, Scoring scoring) {
        BigDecimal score = table.extraPoints(startRank);
        for (RoundEntry x : table.of(startRank)) {
            score = score.add(points(x.result(), scoring));
        }
        return score;
    }

    /** The value of one tie-break for one player (DE, which depends on the tied group, against all tied on score). */
    public static BigDecimal value(TournamentTable table, PairingSystem system, Regulations regulations, TieBreak tieBreak,
                                   int startRank) {
        Standings s = new Standings(table, system, regulations, table.rounds());
        if (tieBreak == TieBreak.DE) {
            BigDecimal own = s.scores.get(startRank);
            List<Integer> group = table.entrants().stream().map(Entrant::startRank)
                    .filter(p -> s.scores.get(p).compareTo(own) == 0).toList();
            return s.directEncounter(group).deval.get(startRank);
        }
        return s.value(tieBreak, startRank);
    }

    // ---------------------------------------------------------------- points and categories

    private BigDecimal points(RoundResult r) {
        return points(r, regulations.scoring());
    }

    public static BigDecimal points(RoundResult r, Scoring scoring) {
        return switch (r.kind()) {
            case WIN -> scoring.win();
            case DRAW -> scoring.draw();
            case LOSS -> scoring.loss();
        };
    }

    /** A requested bye (16.1.1): a half-point or zero-point bye; any round not paired counts as one. */
    private static boolean requestedBye(RoundResult r) {
        return r == RoundResult.HALF_POINT_BYE || r == RoundResult.ZERO_POINT_BYE || r == RoundResult.NOT_PAIRED;
    }

    /** A voluntary unplayed round (16.1.2): a requested bye or a forfeit loss. */
    private static boolean voluntary(RoundResult r) {
        return requestedBye(r) || r == RoundResult.FORFEIT_LOSS;
    }

    /** Whether the round counts as a game against its opponent: played, or forfeited in a round robin (15.2). */
    private boolean game(RoundEntry x) {
        return x.result().played() || (roundRobin && x.result().hasOpponent() && x.result() != RoundResult.PENDING);
    }

    /** The category of an unplayed round (16.2.1 to 16.2.5); 0 for a game, and for one not finished. */
    private int category(List<RoundEntry> entries, RoundEntry x) {
        RoundResult r = x.result();
        if (game(x) || r == RoundResult.PENDING) {
            return 0;
        }
        return switch (r) {
            case PAIRING_ALLOCATED_BYE, FULL_POINT_BYE -> 1;
            case FORFEIT_WIN -> 2;
            case FORFEIT_LOSS -> 4;
            default -> {
                boolean onlyVoluntaryAfter = entries.subList(x.round(), entries.size()).stream()
                        .allMatch(later -> voluntary(later.result()));
                yield onlyVoluntaryAfter ? 5 : 3;
            }
        };
    }

    /** The dummy's score for a participant's own unplayed round (16.4). */
    private BigDecimal dummy(int player, List<RoundEntry> entries, RoundEntry x) {
        BigDecimal own = scores.get(player);
        if (regulations.tieBreakRules() == TieBreakRules.C07_2024) {
            return own;
        }
        int category = category(entries, x);
        BigDecimal cap = (category == 2 || category == 4) && x.opponent() > 0 ? adjusted.get(x.opponent())
                : regulations.scoring().draw().multiply(BigDecimal.valueOf(plannedRounds));
        return own.min(cap);
    }

    // ---------------------------------------------------------------- the tie-breaks

    /** One round's part in a sum: its value, the score it stands on (to find the least significant), and whether it is voluntary unplayed. */
    private record Element(BigDecimal value, BigDecimal opponentScore, boolean voluntary) {
    }

    private List<Element> buchholzElements(int player) {
        return elements(player, false);
    }

    private List<Element> sonnebornBergerElements(int player) {
        return elements(player, true);
    }

    /**
     * Each round's part: the opponent's adjusted score (16.3), or for an unplayed round in a Swiss the
     * dummy's (16.4); for Sonneborn-Berger times the points scored in it. A round not finished has none.
     */
    private List<Element> elements(int player, boolean timesPoints) {
        List<RoundEntry> entries = table.of(player);
        List<Element> out = new ArrayList<>();
        for (RoundEntry x : entries) {
            if (x.result() == RoundResult.PENDING || (!game(x) && roundRobin)) {
                continue;
            }
            BigDecimal s = game(x) ? adjusted.get(x.opponent()) : dummy(player, entries, x);
            BigDecimal value = timesPoints ? s.multiply(fraction(x.result())) : s;
            out.add(new Element(value, s, !game(x) && voluntary(x.result())));
        }
        return out;
    }

    /** The points scored against the opponent, as a fraction of a win (1, ½, 0): what SB multiplies by. */
    private static BigDecimal fraction(RoundResult r) {
        return switch (r.kind()) {
            case WIN -> BigDecimal.ONE;
            case DRAW -> HALF;
            case LOSS -> BigDecimal.ZERO;
        };
    }

    /**
     * The sum after cutting {@code lows} least and {@code highs} most significant values (14.1-14.4): the
     * least significant value is the one standing on the lowest score (and of those, the smallest); where
     * the player has voluntary unplayed rounds, the smallest of theirs is cut instead when it is not lower
     * (16.5.1), again for each further cut (16.5.2); the most significant values are cut after the least.
     */
    private static BigDecimal cut(List<Element> elements, int lows, int highs) {
        List<Element> left = new ArrayList<>(elements);
        Comparator<Element> significance = Comparator.comparing(Element::opponentScore).thenComparing(Element::value);
        for (int i = 0; i < lows && !left.isEmpty(); i++) {
            Element least = Collections.min(left, significance);
            Element voluntary = left.stream().filter(Element::voluntary).min(Comparator.comparing(Element::value)).orElse(null);
            left.remove(voluntary != null && voluntary.value().compareTo(least.value()) >= 0 ? voluntary : least);
        }
        for (int i = 0; i < highs && !left.isEmpty(); i++) {
            left.remove(Collections.max(left, significance));
        }
        return left.stream().map(Element::value).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    private BigDecimal value(TieBreak tieBreak, int player) {
        List<RoundEntry> entries = table.of(player);
        return switch (tieBreak) {
            case DE -> throw new IllegalStateException("DE depends on the tied group");
            case BH -> cut(buchholzElements(player), 0, 0);
            case BH_C1 -> cut(buchholzElements(player), 1, 0);
            case BH_C2 -> cut(buchholzElements(player), 2, 0);
            case BH_M1 -> cut(buchholzElements(player), 1, 1);
            case BH_M2 -> cut(buchholzElements(player), 2, 2);
            case SB -> cut(sonnebornBergerElements(player), 0, 0);
            case SB_C1 -> cut(sonnebornBergerElements(player), 1, 0);
            case WIN -> count(entries, x -> x.result().kind() == RoundResult.Kind.WIN);
            case WON -> count(entries, x -> x.result().played() && x.result().kind() == RoundResult.Kind.WIN);
            case BPG -> count(entries, x -> x.result().played() && x.colour() == Color.BLACK);
            case BWG -> count(entries, x -> x.result().played() && x.colour() == Color.BLACK
                    && x.result().kind() == RoundResult.Kind.WIN);
            case REP -> BigDecimal.valueOf(table.rounds()).subtract(count(entries, x -> voluntary(x.result())));
            case PS -> {
                BigDecimal running = BigDecimal.ZERO;
                BigDecimal sum = BigDecimal.ZERO;
                for (RoundEntry x : entries) {
                    running = running.add(points(x.result()));
                    sum = sum.add(running);
                }
                yield sum;
            }
            case KS -> {
                BigDecimal threshold = regulations.scoring().win().multiply(BigDecimal.valueOf(table.rounds())).multiply(HALF);
                BigDecimal sum = BigDecimal.ZERO;
                for (RoundEntry x : entries) {
                    if (game(x) && scores.get(x.opponent()).compareTo(threshold) >= 0) {
                        sum = sum.add(points(x.result()));
                    }
                }
                yield sum;
            }
            case ARO -> averageRating(player, false);
            case ARO_C1 -> averageRating(player, true);
            case TPR -> performance(player);
        };
    }

    private static BigDecimal count(List<RoundEntry> entries, java.util.function.Predicate<RoundEntry> which) {
        return BigDecimal.valueOf(entries.stream().filter(which).count());
    }

    /** The ratings of the rated opponents played over the board (10.1: byes and forfeits do not count). */
    private List<Integer> opponentRatings(int player) {
        List<Integer> ratings = new ArrayList<>();
        for (RoundEntry x : table.of(player)) {
            Integer rating = x.result().played() ? table.entrant(x.opponent()).rating() : null;
            if (rating != null && rating > 0) {
                ratings.add(rating);
            }
        }
        return ratings;
    }

    /** ARO (10.1), rounded to the nearest whole number, 0.5 up; null without a rated opponent over the board. */
    private BigDecimal averageRating(int player, boolean cutLowest) {
        List<Integer> ratings = new ArrayList<>(opponentRatings(player));
        if (cutLowest && !ratings.isEmpty()) {
            ratings.remove(Collections.min(ratings));
        }
        if (ratings.isEmpty()) {
            return null;
        }
        long sum = ratings.stream().mapToLong(Integer::longValue).sum();
        return BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(ratings.size()), 0, RoundingMode.HALF_UP);
    }

    /**
     * TPR (10.2): ARO plus the rating difference of the fractional score in the games played over the
     * board against rated opponents (the FIDE Rating Regulations' table, B.02 8.1a), the fraction rounded to
     * whole per cent, half up; null without such a game.
     */
    private BigDecimal performance(int player) {
        BigDecimal aro = averageRating(player, false);
        if (aro == null) {
            return null;
        }
        BigDecimal points = BigDecimal.ZERO;
        int games = 0;
        for (RoundEntry x : table.of(player)) {
            Integer rating = x.result().played() ? table.entrant(x.opponent()).rating() : null;
            if (rating != null && rating > 0) {
                points = points.add(fraction(x.result()));
                games++;
            }
        }
        int percent = points.multiply(BigDecimal.valueOf(100)).divide(BigDecimal.valueOf(games), 0, RoundingMode.HALF_UP).intValue();
        return aro.add(BigDecimal.valueOf(RatingDifference.of(percent)));
    }

    // ---------------------------------------------------------------- direct encounter

    private record Encounters(Map<Integer, BigDecimal> deval, Map<Integer, BigDecimal> demax, boolean allMet) {
    }

    /**
     * The points each of {@code group} scored in the games among them (6.1; forfeits only in round
     * robins, 15.2; two who met more than once count the average, 6.1.2), and the most each could have
     * with a win against every one of them he has not met.
     */
    private Encounters directEncounter(List<Integer> group) {
        Set<Integer> members = new HashSet<>(group);
        Map<Integer, BigDecimal> deval = new LinkedHashMap<>();
        Map<Integer, BigDecimal> demax = new LinkedHashMap<>();
        boolean allMet = true;
        for (int p : group) {
            Map<Integer, List<BigDecimal>> against = new HashMap<>();
            for (RoundEntry x : table.of(p)) {
                if (game(x) && members.contains(x.opponent())) {
                    against.computeIfAbsent(x.opponent(), o -> new ArrayList<>()).add(points(x.result()));
                }
            }
            BigDecimal sum = BigDecimal.ZERO;
            for (List<BigDecimal> games : against.values()) {
                BigDecimal total = games.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
                sum = sum.add(total.divide(BigDecimal.valueOf(games.size()), 4, RoundingMode.HALF_UP).stripTrailingZeros());
            }
            int unmet = group.size() - 1 - against.size();
            allMet &= unmet == 0;
            deval.put(p, sum);
            demax.put(p, sum.add(regulations.scoring().win().multiply(BigDecimal.valueOf(unmet))));
        }
        return new Encounters(deval, demax, allMet);
    }

    /**
     * The tied {@code group} ordered by direct encounter, as blocks of players still tied: where all have
     * met (6.2) by the points among them, each subgroup still tied taken again; where not (6.3), a player
     * is ranked first only when no result of the missing games could bring another level with him, then
     * the next, and the rest is taken again.
     */
    private List<List<Integer>> directEncounterBlocks(List<Integer> group, Map<Integer, BigDecimal> shown) {
        Encounters e = directEncounter(group);
        e.deval.forEach(shown::putIfAbsent);
        if (e.allMet) {
            List<List<Integer>> blocks = blocks(group, e.deval::get);
            if (blocks.size() == 1) {
                return blocks;
            }
            List<List<Integer>> out = new ArrayList<>();
            for (List<Integer> b : blocks) {
                out.addAll(b.size() == 1 ? List.of(b) : directEncounterBlocks(b, shown));
            }
            return out;
        }
        List<Integer> left = new ArrayList<>(group);
        List<List<Integer>> out = new ArrayList<>();
        while (left.size() > 1) {
            Encounters now = directEncounter(left);
            int top = Collections.max(left, Comparator.comparing(now.deval::get));
            boolean alone = left.stream().filter(q -> q != top).allMatch(q -> now.deval.get(top).compareTo(now.demax.get(q)) > 0);
            if (!alone) {
                break;
            }
            out.add(List.of(top));
            left.remove(Integer.valueOf(top));
        }
        if (!left.isEmpty()) {
            out.addAll(left.size() < group.size() && left.size() > 1 ? directEncounterBlocks(left, shown) : List.of(left));
        }
        return out;
    }

    // ---------------------------------------------------------------- ranking

    /** {@code group} split into blocks of equal value, the highest first (a missing value last). */
    private static List<List<Integer>> blocks(List<Integer> group, Function<Integer, BigDecimal> value) {
        Comparator<BigDecimal> high = Comparator.nullsLast(Comparator.<BigDecimal>reverseOrder());
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparing(value, high));
        List<List<Integer>> out = new ArrayList<>();
        for (int p : sorted) {
            List<Integer> last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && high.compare(value.apply(last.get(0)), value.apply(p)) == 0) {
                last.add(p);
            } else {
                List<Integer> block = new ArrayList<>();
                block.add(p);
                out.add(block);
            }
        }
        return out;
    }

    private List<Standing> rank() {
        List<Integer> everyone = table.entrants().stream().map(Entrant::startRank).toList();
        Map<TieBreak, Map<Integer, BigDecimal>> values = new EnumMap<>(TieBreak.class);
        for (TieBreak t : regulations.tieBreaks()) {
            Map<Integer, BigDecimal> byPlayer = new HashMap<>();
            if (t != TieBreak.DE) {
                for (int p : everyone) {
                    byPlayer.put(p, value(t, p));
                }
            }
            values.put(t, byPlayer);
        }
        List<List<Integer>> order = blocks(everyone, scores::get);
        for (TieBreak t : regulations.tieBreaks()) {
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> block : order) {
                if (block.size() == 1) {
                    next.add(block);
                } else if (t == TieBreak.DE) {
                    next.addAll(directEncounterBlocks(block, values.get(t)));
                } else {
                    next.addAll(blocks(block, values.get(t)::get));
                }
            }
            order = next;
        }
        List<Standing> out = new ArrayList<>();
        int rank = 1;
        for (List<Integer> block : order) {
            List<Integer> sorted = block.stream().sorted().toList();
            for (int p : sorted) {
                Map<TieBreak, BigDecimal> own = new LinkedHashMap<>();
                for (TieBreak t : regulations.tieBreaks()) {
                    own.put(t, values.get(t).get(p));
                }
                out.add(new Standing(rank, block.size() > 1, table.entrant(p), scores.get(p), Collections.unmodifiableMap(own)));
            }
            rank += block.size();
        }
        return List.copyOf(out);
    }
}
