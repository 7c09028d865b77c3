package adjudicator.query.tournament;

import adjudicator.command.text.Message;
import adjudicator.command.state.GameState;
import adjudicator.command.record.RecordChain;
import adjudicator.command.record.RecordedBy;
import adjudicator.command.tournament.TournamentDecider;
import adjudicator.command.tournament.TournamentEvent;
import adjudicator.command.tournament.TournamentReader;
import adjudicator.command.tournament.TournamentState;
import adjudicator.command.tournament.UnknownTournamentException;
import adjudicator.engine.tournament.Entrant;
import adjudicator.engine.tournament.RoundEntry;
import adjudicator.engine.tournament.RatingChanges;
import adjudicator.engine.tournament.Standings;
import adjudicator.engine.tournament.TieBreak;
import adjudicator.engine.tournament.TournamentTable;
import adjudicator.engine.tournament.Trf;
import adjudicator.query.Records;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.annotations.Operation;
import org.axonframework.eventhandling.DomainEventMessage;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The query side of tournaments: the tournament with its players and rounds, each round's results,
 * the cross table, the standings with the regulations' tie-breaks, the Tournament Report File, the
 * round's PGN, and the tournament's own audit trail.
 */
@RestController
@RequestMapping("/api/tournaments")
public class TournamentQueryController {

    private final TournamentReader tournaments;
    private final TournamentRecords records;
    private final adjudicator.query.GameReader games;
    private final RecordChain chain;
    private final ObjectMapper json;
    private final TournamentReportPdf reports;
    private final RoundFeed feed;

    public TournamentQueryController(TournamentReader tournaments, TournamentRecords records, adjudicator.query.GameReader games, RecordChain chain,
                                     ObjectMapper json, TournamentReportPdf reports, RoundFeed feed) {
        this.feed = feed;
        this.tournaments = tournaments;
        this.records = records;
        this.games = games;
        this.chain = chain;
        this.json = json;
        this.reports = reports;
    }

    @GetMapping(value = "/{tournamentId}/report", produces = MediaType.APPLICATION_PDF_VALUE)
    @Operation(summary = "The tournament report as PDF: data, officials, regulations, standings with tie-breaks, every result, "
            + "every penalty and every ruling that changed a result, each with its article, and the heads of the hash chains "
            + "it was made from with one SHA-256 over them (also in the header X-Record-Digest)")
    public ResponseEntity<byte[]> report(@PathVariable String tournamentId,
                                         @RequestParam(name = adjudicator.command.text.Language.PARAM, required = false) String lang) {
        adjudicator.command.text.Texts texts = adjudicator.command.text.Texts.of(adjudicator.command.text.Language.of(lang));
        TournamentState s = tournaments.current(tournamentId);
        TournamentReportPdf.Basis basis = reports.basis(s);
        byte[] pdf = reports.write(s, basis, java.time.Instant.now(), texts);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_PDF)
                .header("X-Record-Digest", basis.digest())
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                        .filename(fileName(s.created().name()) + "-report.pdf").build().toString())
                .body(pdf);
    }

    @GetMapping
    @Operation(summary = "Every tournament (with event=NAME, that one)")
    public List<Map<String, Object>> list(@RequestParam(required = false) String event) {
        List<Map<String, Object>> out = new ArrayList<>();
        if (event != null) {
            // a tournament's id follows from its name: read that one, not every tournament in the store
            String id = TournamentDecider.idOf(event);
            TournamentState s;
            try {
                s = tournaments.current(id);
            } catch (UnknownTournamentException e) {
                return out;
            }
            if (event.equals(s.created().name())) {
                out.add(line(id, s));
            }
            return out;
        }
        for (String id : tournaments.ids()) {
            out.add(line(id, tournaments.current(id)));
        }
        return out;
    }

    private static Map<String, Object> line(String id, TournamentState s) {
        TournamentEvent.TournamentCreated t = s.created();
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("tournamentId", id);
        line.put("name", t.name());
        line.put("site", t.site());
        line.put("startDate", t.startDate());
        line.put("endDate", t.endDate());
        line.put("system", t.system());
        line.put("rounds", t.rounds());
        line.put("roundsPaired", s.lastPaired());
        line.put("players", s.players().size());
        return line;
    }

    @GetMapping("/{tournamentId}")
    @Operation(summary = "The tournament: its data, officials, regulations, players (with withdrawals and expulsions) and "
            + "rounds, each board with its pairing, game and result")
    public Map<String, Object> tournament(@PathVariable String tournamentId) {
        TournamentState s = tournaments.current(tournamentId);
        TournamentEvent.TournamentCreated t = s.created();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournamentId", tournamentId);
        out.put("name", t.name());
        out.put("site", t.site());
        out.put("federation", t.federation());
        out.put("startDate", t.startDate());
        out.put("endDate", t.endDate());
        out.put("chiefArbiter", t.chiefArbiter());
        out.put("deputyArbiters", t.deputyArbiters());
        out.put("arbiters", t.arbiters());
        out.put("system", t.system());
        out.put("rounds", t.rounds());
        // the initial colour only where the regulations fix it, so that other tournaments' views stay as they were
        Map<String, Object> regulations = new LinkedHashMap<>(json.convertValue(t.regulations(), Map.class));
        for (String optional : List.of("initialColour", "byes")) {
            if (regulations.get(optional) == null) {
                regulations.remove(optional);
            }
        }
        out.put("regulations", regulations);
        if (s.initialColour() != null) {
            // as the regulations fix it or a lot drew it before round 1 (absent: neither; round 1's pairings then show it)
            out.put("initialColour", s.initialColour());
        }
        s.file().ifPresent(f -> {
            // only for a tournament read from a report file: the file, to be written back as it was
            Map<String, Object> file = new LinkedHashMap<>();
            file.put("sha256", f.sha256());
            file.put("layout", f.layout().version());
            file.put("ranksKept", f.ranks() != null && !s.changedSinceRead());
            file.put("typeCode", f.typeCode());
            file.put("extraPoints", f.extraPoints());
            out.put("readFrom", file);
        });
        List<Map<String, Object>> players = new ArrayList<>();
        for (TournamentState.Player p : s.players().values()) {
            Map<String, Object> line = new LinkedHashMap<>(json.convertValue(p.entrant(), Map.class));
            line.put("fromRound", p.fromRound());
            line.put("withdrawnFrom", p.withdrawnFrom());
            line.put("expelledFrom", p.expelledFrom());
            line.put("expulsionArticle", p.expulsionArticle());
            players.add(line);
        }
        out.put("players", players);
        Map<Integer, Map<Integer, TournamentRecords.BoardOutcome>> outcomes = records.outcomes(s);
        List<Map<String, Object>> rounds = new ArrayList<>();
        for (TournamentState.Round r : s.rounds().values()) {
            rounds.add(round(s, r, outcomes.get(r.number())));
        }
        out.put("roundsPaired", rounds);
        if (!s.byeRequests().isEmpty()) {
            // only where a bye was asked for: other tournaments' views stay as they were
            List<Map<String, Object>> requests = new ArrayList<>();
            s.byeRequests().values().forEach(byRound -> byRound.values().forEach(r -> {
                Map<String, Object> line = new LinkedHashMap<>();
                line.put("round", r.round());
                line.putAll(player(s, r.player()));
                line.put("bye", r.kind());
                line.put("reason", r.reason());
                line.put("paired", s.rounds().containsKey(r.round()));
                requests.add(line);
            }));
            out.put("byeRequests", requests);
        }
        out.put("head", chain.head(tournamentId).orElse(null));
        return out;
    }

    private Map<String, Object> round(TournamentState s, TournamentState.Round r, Map<Integer, TournamentRecords.BoardOutcome> outcomes) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("round", r.number());
        out.put("date", r.date());
        out.put("pairedFrom", r.source());
        List<Map<String, Object>> boards = new ArrayList<>();
        for (TournamentState.BoardState b : r.boards().values()) {
            TournamentRecords.BoardOutcome o = outcomes.get(b.pairing().board());
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("board", b.pairing().board());
            line.put("white", player(s, b.pairing().white()));
            line.put("black", player(s, b.pairing().black()));
            line.put("gameId", b.gameId());
            line.put("result", o.written());
            line.put("resultFrom", o.from());
            if (o.game() != null) {
                line.put("status", o.game().status());
                line.put("termination", o.game().termination());
                line.put("terminationArticle", o.game().terminationArticle());
                if (o.game().resultStanding() != null) {
                    // the result in force (8.7) and its ending, beside the record's: an arbiter's decision or an appeal's
                    line.put("recordedResult", o.game().result());
                    line.put("resultInForce", o.game().resultInForce());
                    line.put("terminationInForce", o.game().terminationInForce() == null ? null : o.game().terminationInForce().name());
                    line.put("terminationArticleInForce", o.game().terminationArticleInForce());
                    line.put("resultStanding", o.game().resultStanding().name());
                    if (o.game().decidedOnAppeal() != null) {
                        line.put("decidedOnAppeal", o.game().decidedOnAppeal());
                    }
                }
            }
            if (b.reason() != null) {
                line.put("reason", b.reason());
            }
            boards.add(line);
        }
        out.put("boards", boards);
        List<Map<String, Object>> byes = new ArrayList<>();
        for (TournamentEvent.Bye bye : r.byes()) {
            Map<String, Object> line = new LinkedHashMap<>(player(s, bye.player()));
            line.put("bye", bye.kind());
            requested(s, r.number(), bye.player(), line);
            byes.add(line);
        }
        out.put("byes", byes);
        return out;
    }

    /** Where the player asked for his bye before the round was paired: {@code requested} and the reason given. */
    private static void requested(TournamentState s, int round, int player, Map<String, Object> line) {
        TournamentEvent.ByeRequested r = s.byeRequests(round).get(player);
        if (r != null) {
            line.put("requested", true);
            line.put("reason", r.reason());
        }
    }

    /** A round not paired yet, with the byes asked for in it. */
    private static Map<String, Object> unpaired(TournamentState s, int round) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("round", round);
        out.put("paired", false);
        out.put("boards", List.of());
        List<Map<String, Object>> byes = new ArrayList<>();
        for (TournamentEvent.ByeRequested r : s.byeRequests(round).values()) {
            Map<String, Object> line = new LinkedHashMap<>(player(s, r.player()));
            line.put("bye", r.kind());
            requested(s, round, r.player(), line);
            byes.add(line);
        }
        out.put("byes", byes);
        return out;
    }

    private static Map<String, Object> player(TournamentState s, int rank) {
        Entrant e = s.players().get(rank).entrant();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("startRank", rank);
        out.put("name", e.name());
        out.put("fideId", e.fideId());
        // as broadcasts name a player: title, federation, rating, where registered (absent otherwise)
        if (e.title() != null) {
            out.put("title", e.title());
        }
        if (e.federation() != null) {
            out.put("federation", e.federation());
        }
        if (e.rating() != null) {
            out.put("rating", e.rating());
        }
        return out;
    }

    @GetMapping("/{tournamentId}/rounds/{round}")
    @Operation(summary = "One round's results, board by board (forfeits +/-), and its byes")
    public Map<String, Object> round(@PathVariable String tournamentId, @PathVariable int round) {
        TournamentState s = tournaments.current(tournamentId);
        TournamentState.Round r = s.rounds().get(round);
        if (r == null) {
            if (!s.byeRequests(round).isEmpty()) {
                return unpaired(s, round);
            }
            throw UnknownTournamentException.round(tournamentId, round);
        }
        return round(s, r, records.outcomes(r));
    }

    @GetMapping("/{tournamentId}/standings")
    @Operation(summary = "The standings: score, then the regulations' tie-breaks in their order (FIDE C.07); players no "
            + "tie-break tells apart share a rank (\"tied\")")
    public Map<String, Object> standings(@PathVariable String tournamentId,
                                         @io.swagger.v3.oas.annotations.Parameter(description = "true: each line also has its "
                                                 + "rating change (FIDE Rating Regulations; /ratings has the detail)")
                                         @RequestParam(defaultValue = "false") boolean ratings) {
        TournamentState s = tournaments.current(tournamentId);
        Map<Integer, RatingChanges.Player> changes = new java.util.HashMap<>();
        if (ratings) {
            records.ratings(s, records.outcomes(s)).players().forEach(p -> changes.put(p.startRank(), p));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournamentId", tournamentId);
        out.put("afterRound", s.lastPaired());
        out.put("scoring", s.created().regulations().scoring());
        out.put("tieBreaks", s.created().regulations().tieBreaks().stream()
                .map(t -> Map.of("tieBreak", t.acronym(), "title", t.title(), "article", "C.07 " + t.article())).toList());
        out.put("tieBreakRules", s.created().regulations().tieBreakRules().title());
        List<Map<String, Object>> lines = new ArrayList<>();
        for (Standings.Standing x : records.standings(s)) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("rank", x.rank());
            line.put("tied", x.tied());
            line.put("startRank", x.entrant().startRank());
            line.put("name", x.entrant().name());
            line.put("fideId", x.entrant().fideId());
            line.put("title", x.entrant().title());
            line.put("rating", x.entrant().rating());
            line.put("federation", x.entrant().federation());
            line.put("score", x.score().stripTrailingZeros().toPlainString());
            Map<String, Object> values = new LinkedHashMap<>();
            for (Map.Entry<TieBreak, java.math.BigDecimal> v : x.tieBreaks().entrySet()) {
                values.put(v.getKey().acronym(), v.getValue() == null ? null : v.getValue().stripTrailingZeros().toPlainString());
            }
            line.put("tieBreaks", values);
            if (ratings) {
                line.put("ratingChange", ratingSummary(changes.get(x.entrant().startRank())));
            }
            lines.add(line);
        }
        out.put("standings", lines);
        return out;
    }

    /** A player's rating figures in short: K as applied and where it comes from, games rated, expected score, change, performance. */
    private static Map<String, Object> ratingSummary(RatingChanges.Player p) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("k", p.kApplied());
        out.put("kSource", p.k().source());
        out.put("rated", p.rated());
        out.put("score", plain(p.score()));
        out.put("expected", plain(p.expected()));
        out.put("change", p.change() == null ? null : p.change().setScale(2, java.math.RoundingMode.HALF_UP).toPlainString());
        out.put("performance", p.performance());
        return out;
    }

    private static String plain(java.math.BigDecimal v) {
        return v == null ? null : v.stripTrailingZeros().toPlainString();
    }

    /** What the rating changes are computed under, in words. */
    static final String RATING_REGULATIONS = "FIDE Rating Regulations applied from 1 March 2024 (Handbook B.02), 8.3.1 as amended "
            + "from 1 October 2025; for rapid and blitz, the FIDE Rapid and Blitz Rating Regulations of the same date";

    /** What is outside this record, in words. */
    static final String OUTSIDE_THE_RECORD = "Figures for this tournament alone: the rating period's other events, its cap on K "
            + "times its games (8.3.3) and its rounding to whole points (8.3.4) are outside this record; ratings are as registered.";

    @GetMapping(value = "/{tournamentId}/ratings", produces = {MediaType.APPLICATION_JSON_VALUE, "text/csv"})
    @Operation(summary = "The rating changes of the players, as a rating officer shows them (FIDE Rating Regulations applied from 1 "
            + "March 2024): per player K (given, derived or not known), the games rated and why others are not, PD and Delta R "
            + "per game, the change and the performance rating; format=csv for one line a game")
    public ResponseEntity<?> ratings(@PathVariable String tournamentId, @RequestParam(required = false) String format) {
        TournamentState s = tournaments.current(tournamentId);
        TournamentRecords.Ratings r = records.ratings(s, records.outcomes(s));
        if ("csv".equalsIgnoreCase(format)) {
            return ResponseEntity.ok().contentType(new MediaType("text", "csv", StandardCharsets.UTF_8))
                    .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                            .filename(fileName(s.created().name()) + "-ratings.csv").build().toString())
                    .body(RatingsCsv.write(r).getBytes(StandardCharsets.UTF_8));
        }
        if (format != null && !"json".equalsIgnoreCase(format)) {
            throw adjudicator.command.api.GameRuleException.malformed(adjudicator.command.text.Message.of("refusal.query.formatJsonDefaultOrCsv", format));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("tournamentId", tournamentId);
        out.put("regulations", RATING_REGULATIONS);
        out.put("chapter", r.chapter());
        out.put("minutesFor60Moves", r.minutesFor60Moves());
        out.put("year", r.year());
        out.put("outsideTheRecord", OUTSIDE_THE_RECORD);
        List<Map<String, Object>> players = new ArrayList<>();
        for (RatingChanges.Player p : r.players()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("startRank", p.startRank());
            line.put("name", p.name());
            line.put("rating", p.rating());
            line.put("k", p.k().value());
            line.put("kApplied", p.kApplied());
            line.put("kSource", p.k().source());
            line.put("kWhy", p.k().why());
            line.putAll(ratingSummary(p));
            line.put("sumDeltaR", plain(p.sumDeltaR()));
            List<Map<String, Object>> games = new ArrayList<>();
            for (RatingChanges.Game g : p.games()) {
                Map<String, Object> game = new LinkedHashMap<>();
                game.put("round", g.round());
                game.put("opponent", g.opponent() == 0 ? null : g.opponent());
                game.put("opponentRating", g.opponentRating());
                game.put("score", plain(g.score()));
                game.put("rated", g.notRated() == null);
                game.put("notRated", g.notRated());
                game.put("article", g.notRated() == null ? null : g.notRated().article());
                game.put("difference", g.difference());
                game.put("expected", plain(g.expected()));
                game.put("deltaR", plain(g.deltaR()));
                games.add(game);
            }
            line.put("games", games);
            players.add(line);
        }
        out.put("players", players);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(out);
    }

    @GetMapping("/{tournamentId}/crosstable")
    @Operation(summary = "The cross table by starting rank, each round as the TRF writes it: opponent, colour, result "
            + "(1 = 0, + - for forfeits, W D L not rated, U H F Z byes); decided, only for a player with one, lists the results "
            + "in force that are not the record's or were decided on appeal (8.7): the round, the game, both results, the appeal, "
            + "and a note saying how it was decided")
    public List<Map<String, Object>> crosstable(@PathVariable String tournamentId,
                                                @RequestParam(name = adjudicator.command.text.Language.PARAM, required = false) String lang) {
        adjudicator.command.text.Texts texts = adjudicator.command.text.Texts.of(adjudicator.command.text.Language.of(lang));
        TournamentState s = tournaments.current(tournamentId);
        Map<Integer, Map<Integer, TournamentRecords.BoardOutcome>> outcomes = records.outcomes(s);
        TournamentTable table = records.table(s, outcomes);
        // the results in force that are not the record's, or were decided on appeal (8.7), by player: marked beside the cells
        Map<Integer, List<Map<String, Object>>> decided = new java.util.HashMap<>();
        for (TournamentState.Round r : s.rounds().values()) {
            for (TournamentState.BoardState b : r.boards().values()) {
                adjudicator.query.GameOutcome v = outcomes.get(r.number()).get(b.pairing().board()).game();
                String note = v == null ? null : v.resultNote();
                if (note != null && texts.language() != adjudicator.command.text.Language.EN) {
                    // the outcome keeps the note in English: in another language it is worded again from the game
                    note = adjudicator.query.Records.resultNote(games.current(v.gameId()), null, texts);
                }
                if (note != null) {
                    Map<String, Object> mark = new LinkedHashMap<>();
                    mark.put("round", r.number());
                    mark.put("gameId", v.gameId());
                    mark.put("resultInForce", v.resultInForce());
                    mark.put("recordedResult", v.result());
                    mark.put("decidedOnAppeal", v.decidedOnAppeal());
                    mark.put("note", note);
                    decided.computeIfAbsent(b.pairing().white(), k -> new ArrayList<>()).add(mark);
                    decided.computeIfAbsent(b.pairing().black(), k -> new ArrayList<>()).add(mark);
                }
            }
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (Entrant e : table.entrants()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("startRank", e.startRank());
            line.put("name", e.name());
            line.put("score", Standings.score(table, e.startRank(), s.created().regulations().scoring()).stripTrailingZeros()
                    .toPlainString());
            List<String> rounds = new ArrayList<>();
            for (RoundEntry x : table.of(e.startRank())) {
                rounds.add(TournamentRecords.crossCell(x));
            }
            line.put("rounds", rounds);
            if (decided.containsKey(e.startRank())) {
                // only where a result in force is not the record's: other cross tables stay as they were
                line.put("decided", decided.get(e.startRank()));
            }
            out.add(line);
        }
        return out;
    }

    @GetMapping(value = "/{tournamentId}/rounds/{round}/pairings", produces = MediaType.APPLICATION_PDF_VALUE)
    @Operation(summary = "A round's pairings as PDF, as arbiters pin them up before the round: board by board, each player's "
            + "number, title, name, rating and points before the round, the result once in; then the byes")
    public ResponseEntity<byte[]> pairings(@PathVariable String tournamentId, @PathVariable int round,
                                           @RequestParam(name = adjudicator.command.text.Language.PARAM, required = false) String lang) {
        adjudicator.command.text.Texts texts = adjudicator.command.text.Texts.of(adjudicator.command.text.Language.of(lang));
        TournamentState s = tournaments.current(tournamentId);
        byte[] pdf = reports.pairings(s, round, java.time.Instant.now(), texts);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_PDF)
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.inline()
                        .filename(fileName(s.created().name()) + "-round-" + round + "-pairings.pdf").build().toString())
                .body(pdf);
    }

    @GetMapping(value = "/{tournamentId}/trf", produces = "text/plain")
    @Operation(summary = "The Tournament Report File: version=TRF26 (default; the TRF of 2026) or TRF16; CR line ends, UTF-8")
    public ResponseEntity<byte[]> trf(@PathVariable String tournamentId, @RequestParam(defaultValue = "TRF26") Trf.Version version) {
        TournamentState s = tournaments.current(tournamentId);
        byte[] body = Trf.write(records.report(s), version).getBytes(StandardCharsets.UTF_8);
        return ResponseEntity.ok()
                .contentType(new MediaType("text", "plain", StandardCharsets.UTF_8))
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                        .filename(fileName(s.created().name()) + (version == Trf.Version.TRF16 ? ".trf16" : ".trf")).build().toString())
                .body(body);
    }

    private static String fileName(String name) {
        String safe = name.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        return safe.isEmpty() ? "tournament" : safe;
    }

    @GetMapping(value = "/{tournamentId}/rounds/{round}/pgn", produces = "application/x-chess-pgn")
    @Operation(summary = "The games of a round in PGN, board by board: Round \"round.board\", the players' FIDE IDs, titles and ratings, "
            + "[%clk] after each move, the result in force (* while a game goes on); a feed a broadcast polls: its ETag answers a "
            + "request with If-None-Match 304 Not Modified while nothing changed")
    public ResponseEntity<String> roundPgn(@PathVariable String tournamentId, @PathVariable int round,
                                           org.springframework.web.context.request.WebRequest request) {
        // the public (reading without a credential) sees the round as the organisers' broadcast delay lets it
        return feed.round(tournamentId, round, request.getUserPrincipal() == null, request);
    }

    @GetMapping("/{tournamentId}/penalties")
    @Operation(summary = "The penalties register of the tournament's games: every penalty the arbiter imposed and every loss "
            + "the Laws impose as a sanction (illegal moves, a device, a persistent refusal), each with its article")
    public List<Map<String, Object>> penalties(@PathVariable String tournamentId) {
        TournamentState s = tournaments.current(tournamentId);
        Map<String, adjudicator.query.GameOutcome> outcomes = records.games(s);
        List<Map<String, Object>> out = new ArrayList<>();
        for (TournamentState.Round r : s.rounds().values()) {
            for (TournamentState.BoardState b : r.boards().values()) {
                if (b.gameId() == null) {
                    continue;
                }
                adjudicator.query.GameOutcome v = outcomes.get(b.gameId());
                for (adjudicator.command.state.PenaltyRecord p : v.register()) {
                    Map<String, Object> line = new LinkedHashMap<>();
                    line.put("round", r.number());
                    line.put("board", b.pairing().board());
                    line.put("gameId", b.gameId());
                    line.put("player", player(s, p.player() == adjudicator.engine.Color.WHITE ? b.pairing().white() : b.pairing().black()));
                    line.put("penalty", p);
                    line.put("rules", v.edition());
                    out.add(line);
                }
            }
        }
        for (TournamentState.Player p : s.players().values()) {
            if (p.expelledFrom() != null) {
                Map<String, Object> line = new LinkedHashMap<>();
                line.put("player", player(s, p.entrant().startRank()));
                line.put("expelledFrom", p.expelledFrom());
                line.put("article", p.expulsionArticle());
                line.put("rules", s.created().regulations().edition());
                out.add(line);
            }
        }
        return out;
    }

    @GetMapping("/{tournamentId}/events")
    @Operation(summary = "The tournament's audit trail: every event with its sequence number, who recorded it, when, and its hash")
    public List<ObjectNode> events(@PathVariable String tournamentId) {
        List<ObjectNode> out = new ArrayList<>();
        for (DomainEventMessage<?> m : tournaments.events(tournamentId)) {
            ObjectNode node = json.createObjectNode();
            node.put("seq", m.getSequenceNumber());
            node.put("type", m.getPayload().getClass().getSimpleName());
            node.put("recordedAt", m.getTimestamp().toString());
            Object by = m.getMetaData().get(RecordedBy.NAME);
            if (by != null) {
                node.putObject("recordedBy").put("name", by.toString())
                        .put("role", String.valueOf(m.getMetaData().get(RecordedBy.ROLE)));
            }
            if (adjudicator.command.record.ServerClock.gave(m.getMetaData())) {
                node.put(adjudicator.command.record.ServerClock.KEY, true);
            }
            ObjectNode payload = json.valueToTree(m.getPayload());
            if (payload.get("regulations") instanceof ObjectNode r) {
                for (String optional : List.of("initialColour", "byes")) {
                    if (r.path(optional).isNull()) {
                        r.remove(optional); // only where the regulations set it: the trail of another tournament is as it was
                    }
                }
            }
            node.set("payload", payload);
            Object hash = m.getMetaData().get(adjudicator.command.record.RecordHash.HASH);
            node.put("recordHash", hash == null ? null : hash.toString());
            Object signature = m.getMetaData().get(adjudicator.command.record.EventSignature.SIGNATURE);
            if (signature != null) { // only where signed (docs/integrity.md)
                node.put(adjudicator.command.record.EventSignature.KEY,
                        String.valueOf(m.getMetaData().get(adjudicator.command.record.EventSignature.KEY)));
                node.put(adjudicator.command.record.EventSignature.SIGNATURE, signature.toString());
            }
            out.add(node);
        }
        return out;
    }
}
