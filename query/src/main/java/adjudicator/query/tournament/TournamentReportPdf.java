package adjudicator.query.tournament;

import adjudicator.command.api.GameStatus;
import adjudicator.command.record.RecordChain;
import adjudicator.command.state.GameState;
import adjudicator.command.state.PenaltyRecord;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentState;
import adjudicator.engine.tournament.Regulations;
import adjudicator.engine.tournament.Standings;
import adjudicator.engine.tournament.TieBreak;
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
 * the standings with the regulations' tie-breaks; every result, round by round; every penalty of its
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
    private final adjudicator.command.appeal.AppealReader appeals;

    public TournamentReportPdf(TournamentRecords records, RecordChain chain, adjudicator.command.appeal.AppealReader appeals) {
        this.records = records;
        this.chain = chain;
        this.appeals = appeals;
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
        Map<Integer, Map<Integer, TournamentRecords.BoardOutcome>> outcomes = records.outcomes(s);
        List<Standings.Standing> standings = records.standings(s, records.table(s, outcomes));
        TournamentEvent.TournamentCreated t = s.created();
        Regulations r = t.regulations();
        PdfText out = new PdfText();

        out.title(t.name());
        out.line(join(", ", t.site(), t.federation(), t.startDate() == null ? null : t.startDate() + (t.endDate() == null ? "" : " to " + t.endDate())));
        out.line("Chief arbiter: " + orDash(t.chiefArbiter()));
        out.line("Deputy chief arbiters: " + orDash(String.join("; ", t.deputyArbiters())));
        out.line("Arbiters: " + orDash(String.join("; ", t.arbiters())));
        out.line("System: " + t.system() + ", " + t.rounds() + " rounds, " + s.players().size() + " players; " + s.lastPaired() + " paired");
        out.gap();
        out.heading("Regulations");
        out.line("Laws of Chess: " + r.edition() + "; time control: " + orDash(r.timeControl()) + "; quickplay finish announced: "
                + (r.quickplayFinishAnnounced() ? "yes" : "no"));
        out.line("Default time (6.7): " + (r.defaultTime() == null ? "as the Laws say" : r.defaultTime().toMinutes() + " min")
                + "; draws by agreement: " + (r.drawAgreement().restricted() ? (r.drawAgreement().arbiterConsent()
                ? "only with the arbiter's consent" : "not before move " + r.drawAgreement().notBeforeMove() + " without the arbiter's consent")
                : "as the Laws say"));
        out.line("Scoring: " + r.scoring().written() + "; tie-breaks (" + r.tieBreakRules().title() + "): "
                + (r.tieBreaks().isEmpty() ? "none" : r.tieBreaks().stream().map(x -> x.acronym() + " (C.07 " + x.article() + ")")
                .collect(Collectors.joining(", "))));
        out.gap();

        out.heading("Standings after round " + s.lastPaired());
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-5s %4s  %-28s %-3s %4s %-3s %11s %5s", "Rank", "No", "Name",
                "Tit", "Rtg", "Fed", "FIDE ID", "Pts"));
        for (TieBreak x : r.tieBreaks()) {
            head.append(String.format(Locale.ROOT, " %7s", x.acronym()));
        }
        out.mono(head.toString());
        for (Standings.Standing x : standings) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-5s %4d  %-28.28s %-3s %4s %-3s %11s %5s",
                    x.rank() + (x.tied() ? "=" : ""), x.entrant().startRank(), x.entrant().name(),
                    x.entrant().title() == null ? "" : x.entrant().title().name(), x.entrant().rating() == null ? "" : x.entrant().rating(),
                    orEmpty(x.entrant().federation()), x.entrant().fideId() == null ? "" : x.entrant().fideId(),
                    x.score().stripTrailingZeros().toPlainString()));
            for (TieBreak tb : r.tieBreaks()) {
                java.math.BigDecimal v = x.tieBreaks().get(tb);
                line.append(String.format(Locale.ROOT, " %7s", v == null ? "" : v.stripTrailingZeros().toPlainString()));
            }
            out.mono(line.toString());
        }
        out.gap();

        out.heading("Results");
        List<String> rulings = new ArrayList<>();
        List<String> penalties = new ArrayList<>();
        for (TournamentState.Round round : s.rounds().values()) {
            out.line("Round " + round.number() + (round.date() == null ? "" : ", " + round.date()) + " (paired: " + round.source() + ")");
            for (TournamentState.BoardState b : round.boards().values()) {
                TournamentRecords.BoardOutcome o = outcomes.get(round.number()).get(b.pairing().board());
                String white = name(s, b.pairing().white());
                String black = name(s, b.pairing().black());
                String result = o.written() == null ? "*" : o.written();
                GameState v = o.game();
                String how = v == null ? (b.entered() != null ? "entered" : "")
                        : v.termination() == null ? v.status().name() : v.termination().name() + ", Art. " + v.terminationArticle();
                out.mono(String.format(Locale.ROOT, "  %3d  %-30.30s %-30.30s %-8s %s", b.pairing().board(), white, black, result, how));
                String where = "round " + round.number() + " board " + b.pairing().board() + " (" + white + " - " + black + ")";
                if (b.entered() != null) {
                    rulings.add(where + ": " + b.entered().written() + " entered by the arbiter" + (b.reason() == null ? "" : ": " + b.reason()));
                }
                if (v != null) {
                    gameRulings(v, where, rulings, penalties);
                }
            }
            for (TournamentEvent.Bye bye : round.byes()) {
                out.mono(String.format(Locale.ROOT, "       %-30.30s %s", name(s, bye.player()), bye.kind()));
            }
        }
        for (TournamentState.Player p : s.players().values()) {
            if (p.expelledFrom() != null) {
                rulings.add(p.entrant().name() + " expelled from the competition from round " + p.expelledFrom() + ", Art. "
                        + p.expulsionArticle() + " " + r.edition());
            }
            if (p.withdrawnFrom() != null) {
                rulings.add(p.entrant().name() + " withdrew from round " + p.withdrawnFrom());
            }
            if (p.fromRound() > 1) {
                rulings.add(p.entrant().name() + " entered late, from round " + p.fromRound());
            }
        }
        out.gap();
        out.heading("Penalties");
        if (penalties.isEmpty()) {
            out.line("None.");
        }
        penalties.forEach(out::line);
        out.gap();
        out.heading("Rulings that changed a result or a player's place");
        if (rulings.isEmpty()) {
            out.line("None.");
        }
        rulings.forEach(out::line);
        out.gap();
        out.heading("Appeals");
        List<adjudicator.command.appeal.AppealState> appealed = appeals.ofEvent(t.name());
        if (appealed.isEmpty()) {
            out.line("None.");
        }
        for (adjudicator.command.appeal.AppealState a : appealed) {
            String status = a.refused() != null ? "refused (" + a.refused().refusal() + ")"
                    : a.decided() != null ? a.decided().decision() + (a.decided().articles().isEmpty() ? ""
                    : ", Art. " + String.join(", ", a.decided().articles())) + ": " + a.decided().reasons() : "pending";
            out.line("Appeal " + a.lodged().appealId() + " by " + a.lodged().appellantName() + " (game " + a.lodged().gameId() + "), "
                    + a.lodged().at() + ": " + a.lodged().grounds() + " - " + status);
        }
        out.gap();
        out.heading("The record this report was made from");
        out.line("Made " + madeAt + ". Each line: the record, its last event and that event's hash in its chain (docs/integrity.md):");
        basis.heads().forEach(out::mono);
        out.line("SHA-256 over these lines (each ended by a line feed): " + basis.digest());
        return out.pdf("Tournament report: " + t.name(), madeAt);
    }

    /** A game's penalties, the losses it imposed as sanctions, and the decisions that changed its result. */
    static void gameRulings(GameState v, String where, List<String> rulings, List<String> penalties) {
        for (PenaltyRecord p : v.penalties()) {
            penalties.add(where + ", event " + p.seq() + ": " + p.player() + " " + p.penalty()
                    + (p.points() == null ? "" : " (" + p.points() + ")") + (p.amountMs() == null ? "" : " (" + p.amountMs() / 1000 + " s)")
                    + ", Art. " + p.article() + " " + v.edition() + (p.reason() == null ? "" : ": " + p.reason()));
        }
        if (v.status() == GameStatus.FINISHED && Records.sanctionLoser(v, v.termination()).isPresent()) {
            penalties.add(where + ": game lost by " + v.termination() + ", Art. " + v.terminationArticle() + " " + v.edition());
        }
        if (v.termination() == adjudicator.engine.rules.Termination.FORFEIT) {
            rulings.add(where + ": " + v.resultInForce() + " by default (a player absent), Art. " + v.terminationArticle() + " " + v.edition());
        }
        String note = Records.resultNote(v, null);
        if (note != null) {
            rulings.add(where + ": " + note);
        }
        if (v.status() == GameStatus.ANNULLED) {
            rulings.add(where + ": the game was annulled");
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
