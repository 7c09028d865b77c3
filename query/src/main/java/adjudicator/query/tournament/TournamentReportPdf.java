package adjudicator.query.tournament;

import adjudicator.command.api.GameStatus;
import adjudicator.command.record.RecordChain;
import adjudicator.command.state.GameState;
import adjudicator.command.state.PenaltyRecord;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.text.Texts;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.RatingChanges;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.RoundEntry;
import adjudicator.engine.tournament.RoundResult;
import adjudicator.engine.tournament.Standings;
import adjudicator.engine.tournament.TieBreak;
import adjudicator.engine.tournament.TournamentTable;
import adjudicator.query.PdfText;
import adjudicator.query.Records;
import org.springframework.stereotype.Component;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The tournament report a federation files, as PDF: the tournament's data, officials and regulations;
 * the standings with the regulations' tie-breaks, the cross table, and the standings after each earlier
 * round, every table laid out to fit its pages ({@link PdfText#table}); every result, round by round; every penalty of its
 * games and every loss the Laws impose as a sanction; every ruling that changed a result or a player's
 * place in the competition (a result decided under 8.7, a result entered, a forfeit, a withdrawal, an
 * expulsion), each with its article; and the record it was made from: the head (last event and hash) of
 * the tournament's and of each game's hash chain, and one SHA-256 over them all, so that anyone can later
 * check with {@code /integrity} that the report matches the record.
 */
@Component
public class TournamentReportPdf {

    private final TournamentRecords records;
    private final RecordChain chain;
    private final adjudicator.query.appeal.AppealIndex appeals;
    private final adjudicator.query.GameReader games;

    public TournamentReportPdf(TournamentRecords records, RecordChain chain, adjudicator.query.appeal.AppealIndex appeals,
                               adjudicator.query.GameReader games) {
        this.records = records;
        this.chain = chain;
        this.appeals = appeals;
        this.games = games;
    }

    /** The record a report is made from: each chain's head, and the digest over them. */
    public record Basis(List<String> heads, String digest) {
    }

    /** The heads of the tournament's chain and of each of its games' chains, one line each, and their SHA-256. */
    public Basis basis(TournamentState s) {
        List<String> heads = new ArrayList<>();
        heads.add(head("tournament", s.tournamentId()));
        for (String game : s.games()) {
            heads.add(head("game", game));
        }
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String line : heads) {
                sha.update((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return new Basis(heads, HexFormat.of().formatHex(sha.digest()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private String head(String kind, String id) {
        RecordChain.Head h = chain.head(id).orElse(null);
        return kind + " " + id + " " + (h == null ? "-" : h.seq() + " " + h.hash());
    }

    /** The report, made now from the record {@code basis} (of {@code s}) names. */
    public byte[] write(TournamentState s, Basis basis, Instant madeAt) {
        return write(s, basis, madeAt, Texts.of(null));
    }

    /**
     * The report in the language of {@code tx}: its words, the names of the Laws' closed sets; names, results, articles,
     * the regulations' own wording and reasons as recorded. In a language other than English, a game with rulings or
     * penalties is folded to word them again (the outcomes the projection keeps hold them in English).
     */
    public byte[] write(TournamentState s, Basis basis, Instant madeAt, Texts tx) {
        Map<Integer, Map<Integer, TournamentRecords.BoardOutcome>> outcomes = records.outcomes(s);
        List<Standings.Standing> standings = records.standingsOf(s, outcomes);
        TournamentEvent.TournamentCreated t = s.created();
        Regulations r = t.regulations();
        PdfText out = new PdfText();

        out.title(t.name());
        out.line(join(", ", t.site(), t.federation(), t.startDate() == null ? null : t.startDate() + (t.endDate() == null ? ""
                : tx.get("report.to", t.endDate()))));
        out.line(tx.get("report.chiefArbiter", orDash(t.chiefArbiter())));
        out.line(tx.get("report.deputies", orDash(String.join("; ", t.deputyArbiters()))));
        out.line(tx.get("report.arbiters", orDash(String.join("; ", t.arbiters()))));
        out.line(tx.get("report.system", tx.name(t.system()), t.rounds(), s.players().size(), s.lastPaired()));
        out.gap();
        out.heading(tx.get("report.regulations"));
        out.line(tx.get("report.laws", tx.name(r.edition()), orDash(r.timeControl()),
                tx.get(r.quickplayFinishAnnounced() ? "report.yes" : "report.no")));
        out.line(tx.get("report.defaultTime", r.defaultTime() == null ? tx.get("report.asTheLawsSay")
                : tx.get("report.minutes", r.defaultTime().toMinutes()))
                + tx.get("report.draws", r.drawAgreement().restricted() ? (r.drawAgreement().arbiterConsent()
                ? tx.get("report.draws.consent") : tx.get("report.draws.notBefore", r.drawAgreement().notBeforeMove()))
                : tx.get("report.asTheLawsSay")));
        out.line(tx.get("report.scoring", r.scoring().written(), r.tieBreakRules().title(),
                r.tieBreaks().isEmpty() ? tx.get("report.none") : r.tieBreaks().stream().map(x -> x.acronym() + " (C.07 " + x.article() + ")")
                .collect(Collectors.joining(", "))));
        out.gap();

        out.heading(tx.get("report.standingsAfter", s.lastPaired()));
        standings(out, standings, r, true, tx);
        out.gap();

        out.heading(tx.get("report.crossTableAfter", s.lastPaired()));
        out.line(tx.get("report.crossTableKey"));
        crossTable(out, records.table(s, outcomes), standings, s.lastPaired(), tx);
        out.gap();

        out.heading(tx.get("report.ratingChanges"));
        out.line(tx.get("report.ratingKey")); // the rating regulations' title is TournamentQueryController.RATING_REGULATIONS's
        ratings(out, records.ratings(s, outcomes), tx);
        out.gap();

        for (int round = 1; round < s.lastPaired(); round++) {
            out.heading(tx.get("report.standingsAfter", round));
            standings(out, records.standingsAfter(s, outcomes, round), r, false, tx);
            out.gap();
        }

        out.heading(tx.get("report.results"));
        List<String> rulings = new ArrayList<>();
        List<String> penalties = new ArrayList<>();
        for (TournamentState.Round round : s.rounds().values()) {
            out.line(tx.get("report.round", round.number(), round.date() == null ? "" : ", " + round.date(), tx.name(round.source())));
            for (TournamentState.BoardState b : round.boards().values()) {
                TournamentRecords.BoardOutcome o = outcomes.get(round.number()).get(b.pairing().board());
                String white = name(s, b.pairing().white());
                String black = name(s, b.pairing().black());
                String result = o.written() == null ? "*" : o.written();
                adjudicator.query.GameOutcome v = o.game();
                String how = v == null ? (b.entered() != null ? tx.get("report.entered") : "")
                        : v.termination() == null ? tx.name(v.status()) : tx.name(v.termination()) + tx.get("report.article", v.terminationArticle());
                out.mono(String.format(Locale.ROOT, "  %3d  %-30.30s %-30.30s %-8s %s", b.pairing().board(), white, black, result, how));
                String where = tx.get("report.where", round.number(), b.pairing().board(), white, black);
                if (b.entered() != null) {
                    rulings.add(tx.get("report.enteredByArbiter", where, b.entered().written()) + (b.reason() == null ? ""
                            : tx.get("report.reason", b.reason())));
                }
                if (v != null && tx.language() == adjudicator.command.text.Language.EN) {
                    v.rulings().forEach(x -> rulings.add(where + x));
                    v.penalties().forEach(x -> penalties.add(where + x));
                } else if (v != null && (!v.rulings().isEmpty() || !v.penalties().isEmpty())) {
                    List<String> worded = new ArrayList<>();
                    List<String> fined = new ArrayList<>();
                    gameRulings(games.current(v.gameId()), "", worded, fined, tx);
                    worded.forEach(x -> rulings.add(where + x));
                    fined.forEach(x -> penalties.add(where + x));
                }
            }
            for (TournamentEvent.Bye bye : round.byes()) {
                out.mono(String.format(Locale.ROOT, "       %-30.30s %s", name(s, bye.player()), byeKind(bye.kind(), tx)));
            }
        }
        for (TournamentState.Player p : s.players().values()) {
            if (p.expelledFrom() != null) {
                rulings.add(tx.get("report.expelled", p.entrant().name(), p.expelledFrom(), p.expulsionArticle(), tx.of(r.edition())));
            }
            if (p.withdrawnFrom() != null) {
                rulings.add(tx.get("report.withdrew", p.entrant().name(), p.withdrawnFrom()));
            }
            if (p.fromRound() > 1) {
                rulings.add(tx.get("report.enteredLate", p.entrant().name(), p.fromRound()));
            }
        }
        out.gap();
        out.heading(tx.get("report.penalties"));
        if (penalties.isEmpty()) {
            out.line(tx.get("report.noneSentence"));
        }
        penalties.forEach(out::line);
        out.gap();
        out.heading(tx.get("report.rulings"));
        if (rulings.isEmpty()) {
            out.line(tx.get("report.noneSentence"));
        }
        rulings.forEach(out::line);
        out.gap();
        out.heading(tx.get("report.appeals"));
        List<adjudicator.command.appeal.AppealState> appealed = appeals.ofEvent(t.name());
        if (appealed.isEmpty()) {
            out.line(tx.get("report.noneSentence"));
        }
        for (adjudicator.command.appeal.AppealState a : appealed) {
            String status = a.refused() != null ? tx.get("report.appeal.refused", tx.name(a.refused().refusal()))
                    : a.decided() != null ? tx.name(a.decided().decision()) + (a.decided().articles().isEmpty() ? ""
                    : tx.get("report.article", String.join(", ", a.decided().articles()))) + ": " + a.decided().reasons()
                    : tx.get("report.appeal.pending");
            out.line(tx.get("report.appeal", a.lodged().appealId(), a.lodged().appellantName(), a.lodged().gameId(), a.lodged().at(),
                    a.lodged().grounds(), status));
        }
        out.gap();
        out.heading(tx.get("report.record"));
        out.line(tx.get("report.made", madeAt));
        basis.heads().forEach(out::mono);
        out.line(tx.get("report.digest", basis.digest()));
        return out.pdf(tx.get("report.pdfTitle", t.name()), madeAt);
    }

    /** A bye's kind as the report's results list it: in English its name, in another language its words. */
    private static String byeKind(RoundResult kind, Texts t) {
        return t.language() == adjudicator.command.text.Language.EN ? kind.name() : byeName(kind, t);
    }

    /**
     * The standings as a table: rank, starting number, name, and with {@code full} the title, rating, federation
     * and FIDE ID; the points and every tie-break of the regulations, in their order.
     */
    private static void standings(PdfText out, List<Standings.Standing> standings, Regulations r, boolean full, Texts t) {
        List<PdfText.Column> columns = new ArrayList<>(List.of(PdfText.Column.key(t.get("report.rank")), PdfText.Column.keyNumber(t.get("pairings.number")),
                PdfText.Column.key(t.get("pairings.name"))));
        if (full) {
            columns.addAll(List.of(PdfText.Column.text(t.get("pairings.title")), PdfText.Column.number(t.get("pairings.rating")),
                    PdfText.Column.text(t.get("report.federation")), PdfText.Column.number(t.get("report.fideId"))));
        }
        columns.add(PdfText.Column.number(t.get("pairings.points")));
        r.tieBreaks().forEach(x -> columns.add(PdfText.Column.number(x.acronym())));
        List<List<String>> rows = new ArrayList<>();
        for (Standings.Standing x : standings) {
            List<String> row = new ArrayList<>(List.of(x.rank() + (x.tied() ? "=" : ""), String.valueOf(x.entrant().startRank()),
                    x.entrant().name()));
            if (full) {
                row.addAll(List.of(x.entrant().title() == null ? "" : x.entrant().title().name(),
                        x.entrant().rating() == null ? "" : String.valueOf(x.entrant().rating()), orEmpty(x.entrant().federation()),
                        x.entrant().fideId() == null ? "" : String.valueOf(x.entrant().fideId())));
            }
            row.add(x.score().stripTrailingZeros().toPlainString());
            for (TieBreak tb : r.tieBreaks()) {
                java.math.BigDecimal v = x.tieBreaks().get(tb);
                row.add(v == null ? "" : v.stripTrailingZeros().toPlainString());
            }
            rows.add(row);
        }
        out.table(columns, rows);
    }

    /** The rating changes: per player his rating, K as applied, the games rated, score, expected score, change, performance. */
    private static void ratings(PdfText out, TournamentRecords.Ratings r, Texts t) {
        List<PdfText.Column> columns = List.of(PdfText.Column.keyNumber(t.get("pairings.number")), PdfText.Column.key(t.get("pairings.name")),
                PdfText.Column.number(t.get("pairings.rating")), PdfText.Column.number("K"), PdfText.Column.number(t.get("report.games")),
                PdfText.Column.number(t.get("report.score")), PdfText.Column.number(t.get("report.expected")),
                PdfText.Column.number(t.get("report.change")), PdfText.Column.number(t.get("report.performance")),
                PdfText.Column.text(t.get("report.notRated")));
        List<List<String>> rows = new ArrayList<>();
        for (RatingChanges.Player p : r.players()) {
            String k = p.kApplied() == null ? "?" : p.kApplied() + (p.k().source() == RatingChanges.KSource.GIVEN ? "G" : "D");
            // the rounds not rated, by the article that is the reason: "8.3.1: 2,4; 5.1: 5"
            Map<String, List<String>> why = new java.util.LinkedHashMap<>();
            p.games().stream().filter(g -> g.notRated() != null && g.notRated() != RatingChanges.NotRated.PENDING)
                    .forEach(g -> why.computeIfAbsent(g.notRated().article(), a -> new ArrayList<>()).add(String.valueOf(g.round())));
            String notRated = why.entrySet().stream().map(e -> e.getKey() + ": " + String.join(",", e.getValue()))
                    .collect(Collectors.joining("; "));
            rows.add(List.of(String.valueOf(p.startRank()), p.name(), p.rating() == null ? "" : String.valueOf(p.rating()), k,
                    String.valueOf(p.rated()), p.score().stripTrailingZeros().toPlainString(),
                    p.expected() == null ? "" : p.expected().stripTrailingZeros().toPlainString(),
                    p.change() == null ? "" : (p.change().signum() >= 0 ? "+" : "") + p.change().setScale(2, java.math.RoundingMode.HALF_UP)
                            .toPlainString(), p.performance() == null ? "" : String.valueOf(p.performance()), notRated));
        }
        out.table(columns, rows);
    }

    /** The cross table, in the order of the standings: each player's rounds as the TRF writes them, and his points. */
    private static void crossTable(PdfText out, TournamentTable table, List<Standings.Standing> standings, int rounds, Texts t) {
        List<PdfText.Column> columns = new ArrayList<>(List.of(PdfText.Column.key(t.get("report.rank")), PdfText.Column.keyNumber(t.get("pairings.number")),
                PdfText.Column.key(t.get("pairings.name")), PdfText.Column.number(t.get("pairings.rating"))));
        for (int round = 1; round <= rounds; round++) {
            columns.add(PdfText.Column.number(String.valueOf(round)));
        }
        columns.add(PdfText.Column.number(t.get("pairings.points")));
        List<List<String>> rows = new ArrayList<>();
        for (Standings.Standing x : standings) {
            List<String> row = new ArrayList<>(List.of(x.rank() + (x.tied() ? "=" : ""), String.valueOf(x.entrant().startRank()),
                    x.entrant().name(), x.entrant().rating() == null ? "" : String.valueOf(x.entrant().rating())));
            for (RoundEntry e : table.of(x.entrant().startRank())) {
                row.add(TournamentRecords.crossCell(e));
            }
            row.add(x.score().stripTrailingZeros().toPlainString());
            rows.add(row);
        }
        out.table(columns, rows);
    }

    /**
     * A round's pairings as arbiters pin them up before the round: board by board, each player's starting
     * number, title, name, rating and points before the round; then the byes.
     */
    public byte[] pairings(TournamentState s, int round, Instant madeAt) {
        return pairings(s, round, madeAt, Texts.of(null));
    }

    /** A round's pairings sheet, its words in the language of {@code t} (names, titles and results as recorded). */
    public byte[] pairings(TournamentState s, int round, Instant madeAt, Texts tx) {
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            throw UnknownTournamentException.round(s.tournamentId(), round);
        }
        Map<Integer, Map<Integer, TournamentRecords.BoardOutcome>> outcomes = records.outcomes(s);
        Map<Integer, java.math.BigDecimal> before = new java.util.HashMap<>();
        if (round > 1) {
            records.standingsAfter(s, outcomes, round - 1).forEach(x -> before.put(x.entrant().startRank(), x.score()));
        }
        TournamentEvent.TournamentCreated t = s.created();
        PdfText out = new PdfText();
        out.title(t.name());
        out.heading(tx.get("pairings.heading", round, t.rounds(), r.date() == null ? "" : ", " + r.date()));
        List<PdfText.Column> columns = List.of(PdfText.Column.keyNumber(tx.get("pairings.board")), PdfText.Column.number(tx.get("pairings.number")),
                PdfText.Column.text(tx.get("pairings.title")), PdfText.Column.text(tx.get("pairings.white")), PdfText.Column.number(tx.get("pairings.rating")),
                PdfText.Column.number(tx.get("pairings.points")), PdfText.Column.text(tx.get("pairings.result")), PdfText.Column.number(tx.get("pairings.points")),
                PdfText.Column.number(tx.get("pairings.number")), PdfText.Column.text(tx.get("pairings.title")), PdfText.Column.text(tx.get("pairings.black")),
                PdfText.Column.number(tx.get("pairings.rating")));
        List<List<String>> rows = new ArrayList<>();
        for (TournamentState.BoardState b : r.boards().values()) {
            Entrant w = s.players().get(b.pairing().white()).entrant();
            Entrant k = s.players().get(b.pairing().black()).entrant();
            String result = outcomes.get(round).get(b.pairing().board()).written();
            rows.add(List.of(String.valueOf(b.pairing().board()), String.valueOf(w.startRank()), title(w), w.name(), rating(w),
                    points(before, w), result == null ? "-" : result, points(before, k), String.valueOf(k.startRank()), title(k), k.name(),
                    rating(k)));
        }
        out.table(columns, rows);
        if (!r.byes().isEmpty()) {
            out.gap();
            out.heading(tx.get("pairings.byes"));
            List<List<String>> byes = new ArrayList<>();
            for (TournamentEvent.Bye bye : r.byes()) {
                Entrant e = s.players().get(bye.player()).entrant();
                TournamentEvent.ByeRequested asked = s.byeRequests(round).get(bye.player());
                byes.add(List.of(String.valueOf(e.startRank()), title(e), e.name(), rating(e), points(before, e), byeName(bye.kind(), tx)
                        + (asked == null ? "" : tx.get("pairings.askedFor"))));
            }
            out.table(List.of(PdfText.Column.keyNumber(tx.get("pairings.number")), PdfText.Column.text(tx.get("pairings.title")),
                    PdfText.Column.key(tx.get("pairings.name")), PdfText.Column.number(tx.get("pairings.rating")),
                    PdfText.Column.number(tx.get("pairings.points")), PdfText.Column.text(tx.get("pairings.bye"))), byes);
        }
        out.gap();
        out.line(tx.get("pairings.made", madeAt, chain.head(s.tournamentId()).map(h -> h.seq() + " " + h.hash()).orElse("-")));
        return out.pdf(tx.get("pairings.pdfTitle", round, t.name()), madeAt);
    }

    private static String byeName(RoundResult kind, Texts t) {
        return switch (kind) {
            case PAIRING_ALLOCATED_BYE, HALF_POINT_BYE, FULL_POINT_BYE, ZERO_POINT_BYE -> t.get("pairings.bye." + kind.name());
            default -> kind.name();
        };
    }

    private static String title(Entrant e) {
        return e.title() == null ? "" : e.title().name();
    }

    private static String rating(Entrant e) {
        return e.rating() == null ? "" : String.valueOf(e.rating());
    }

    private static String points(Map<Integer, java.math.BigDecimal> before, Entrant e) {
        return before.getOrDefault(e.startRank(), java.math.BigDecimal.ZERO).stripTrailingZeros().toPlainString();
    }

    /** A game's penalties, the losses it imposed as sanctions, and the decisions that changed its result, in English. */
    public static void gameRulings(GameState v, String where, List<String> rulings, List<String> penalties) {
        gameRulings(v, where, rulings, penalties, Texts.of(null));
    }

    /** As above, in the language of {@code t}. */
    public static void gameRulings(GameState v, String where, List<String> rulings, List<String> penalties, Texts t) {
        for (PenaltyRecord p : v.penalties()) {
            penalties.add(t.get("report.penalty", where, p.seq(), t.name(p.player()), t.name(p.penalty()))
                    + (p.points() == null ? "" : " (" + p.points() + ")") + (p.amountMs() == null ? "" : t.get("report.seconds", p.amountMs() / 1000))
                    + t.get("report.articleOf", p.article(), t.of(v.edition())) + (p.reason() == null ? "" : ": " + p.reason()));
        }
        if (v.status() == GameStatus.FINISHED && Records.sanctionLoser(v, v.termination()).isPresent()) {
            penalties.add(t.get("report.lostBy", where, t.name(v.termination()), v.terminationArticle(), t.of(v.edition())));
        }
        if (v.termination() == adjudicator.engine.rules.Termination.FORFEIT) {
            rulings.add(t.get("report.byDefault", where, v.resultInForce(), v.terminationArticle(), t.of(v.edition())));
        }
        String note = Records.resultNote(v, null, t);
        if (note != null) {
            rulings.add(where + ": " + note);
        }
        if (v.status() == GameStatus.ANNULLED) {
            rulings.add(t.get("report.annulled", where));
        }
    }

    private static String name(TournamentState s, int rank) {
        TournamentState.Player p = s.players().get(rank);
        return p == null ? String.valueOf(rank) : p.entrant().name();
    }

    private static String join(String sep, String... parts) {
        return java.util.Arrays.stream(parts).filter(x -> x != null && !x.isBlank()).collect(Collectors.joining(sep));
    }

    private static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }
}
